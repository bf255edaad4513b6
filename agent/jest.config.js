const fs = require('node:fs');
const path = require('node:path');

/**
 * execa and the packages it loads are ES modules only. The agent's bundle
 * (esbuild) turns them into CommonJS for the Pi; here ts-jest does the same,
 * so the specs run the very execa the bundle carries (its dynamic imports
 * too, which esbuild's per-module transform in jest.base.js would leave as
 * they are). The specs' broker, aedes, ES modules only as well, goes the same
 * way here.
 */
const ESM_PACKAGES = [
  'aedes',
  'execa',
  'figures',
  'get-stream',
  'human-signals',
  'is-plain-obj',
  'is-stream',
  'is-unicode-supported',
  'npm-run-path',
  'path-key',
  'strip-final-newline',
  'unicorn-magic',
  'yoctocolors',
  'pretty-ms',
  'parse-ms',
  '@sindresorhus/merge-streams',
  '@sec-ant/readable-stream',
];

/** Where node finds a package from here (its exports may not expose package.json to require.resolve). */
function packageDir(name) {
  const found = require.resolve
    .paths(name)
    .map((dir) => path.join(dir, name))
    .find((dir) => fs.existsSync(path.join(dir, 'package.json')));
  if (!found) throw new Error(`${name} is not installed`);
  return found;
}

const base = require('../jest.base.js')(__dirname);

module.exports = {
  ...base,
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.json') }],
    '^.+\\.js$': [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'commonjs', target: 'es2022', isolatedModules: true } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // Its exports name an `import` entry only, which CommonJS resolution does not take.
    '^unicorn-magic$': path.join(packageDir('unicorn-magic'), 'node.js'),
  },
};

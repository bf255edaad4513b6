// Jest settings every package shares. Each package's jest.config.js calls this
// with its own directory so `npm test -w <pkg>` and the root run behave alike.
const path = require('node:path');

/**
 * Dependencies published as ES modules only: aedes and the NestJS packages
 * (12 and later; the scope is listed whole, its CommonJS members convert
 * unchanged). The packages are CommonJS, and Node (22.12 and later) require()s
 * these natively; jest's CommonJS module runtime does not without node's
 * experimental VM modules, so jest runs them converted to CommonJS
 * (jest.esm-transform.js).
 */
const ESM_ONLY_PACKAGES = ['aedes', '@nestjs'];
const esmOnly = `/node_modules/(?:${ESM_ONLY_PACKAGES.join('|')})/`;

/** @returns {import('jest').Config} */
module.exports = function jestConfig(packageDir, overrides = {}) {
  const name = path.basename(packageDir);
  return {
    displayName: name,
    rootDir: packageDir,
    testEnvironment: 'node',
    setupFiles: [path.join(__dirname, 'jest.env.js')],
    roots: ['<rootDir>/src', '<rootDir>/test'].filter((dir) =>
      require('node:fs').existsSync(dir.replace('<rootDir>', packageDir)),
    ),
    testMatch: ['**/*.spec.ts', '**/*.integration-spec.ts', '**/*.e2e-spec.ts'],
    moduleFileExtensions: ['ts', 'js', 'json'],
    transform: {
      '^.+\\.ts$': ['ts-jest', { tsconfig: path.join(packageDir, 'tsconfig.json') }],
      [`${esmOnly}.+\\.js$`]: path.join(__dirname, 'jest.esm-transform.js'),
    },
    transformIgnorePatterns: [`/node_modules/(?!(?:${ESM_ONLY_PACKAGES.join('|')})/)`],
    // Packages are tested against each other's sources, so a test run never
    // depends on a stale build of a sibling.
    moduleNameMapper: {
      '^@oak/shared$': path.join(__dirname, 'shared/src/index.ts'),
      // A domain's entry (`@oak/shared/runs`), as shared/package.json exports it from dist/.
      '^@oak/shared/(.+)$': path.join(__dirname, 'shared/src/$1/index.ts'),
      '^@oak/agent$': path.join(__dirname, 'agent/src/index.ts'),
      '^@oak/simulator$': path.join(__dirname, 'simulator/src/index.ts'),
    },
    ...overrides,
  };
};

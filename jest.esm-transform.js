// Jest transform for the dependencies published as ES modules only (see
// ESM_ONLY_PACKAGES in jest.base.js). The packages are CommonJS and Node
// require()s those modules natively; jest's CommonJS module runtime cannot on
// Node 20, so it runs the same code converted to CommonJS, module by module.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { transformSync, version } = require('esbuild');

const OWN_SOURCE = readFileSync(__filename, 'utf8');

module.exports = {
  getCacheKey(source, filename) {
    return createHash('sha256')
      .update(OWN_SOURCE)
      .update(version)
      .update(filename)
      .update(source)
      .digest('hex');
  },
  process(source, filename) {
    const { code } = transformSync(source, {
      sourcefile: filename,
      loader: 'js',
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      sourcemap: 'inline',
      logLevel: 'silent',
    });
    return { code };
  },
};

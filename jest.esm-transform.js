// Jest transform for the dependencies published as ES modules only (see
// ESM_ONLY_PACKAGES in jest.base.js). The packages are CommonJS and Node
// require()s those modules natively; jest's CommonJS module runtime does not
// (only with node's experimental VM modules), so it runs the same code
// converted to CommonJS, module by module. Two things an ES module has that a
// converted one must be given: its dynamic import()s become require()s through
// jest's registry (NestJS loads its platform and WebSocket modules that way, and
// jest answers a bare import() in CommonJS with an error, which NestJS takes for
// a missing optional package), and import.meta.url becomes the file's own URL
// (for the createRequire(import.meta.url) the packages call).
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { transformSync, version } = require('esbuild');

const OWN_SOURCE = readFileSync(__filename, 'utf8');
const IMPORT_META_URL = '__esmTransformImportMetaUrl';

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
      target: 'node22',
      supported: { 'dynamic-import': false },
      define: { 'import.meta.url': IMPORT_META_URL },
      banner: `const ${IMPORT_META_URL} = require('node:url').pathToFileURL(__filename).href;`,
      sourcemap: 'inline',
      logLevel: 'silent',
    });
    return { code };
  },
};

// knip's configuration, for `npm run lint`: unused files and exports across the
// workspaces (issue 20: shared holds what is shared, and no export is left that
// nothing reads). Lint runs knip twice:
// - `knip`: specs, test helpers, e2e, bench and scripts are entries too, so an
//   export that no other file reads, not even a spec, is reported (dead code);
// - `knip --production`: only the product's own entries (the packages' mains and
//   command lines, the console's page), so an export that only specs and test
//   helpers read is reported too: remove it with its spec, or keep it with a reason.
// An export the product reads inside its own file and its spec imports (a seam
// the spec checks alone) passes both. In shared, a value export read only in its
// own file and by no spec is reported as well: its `export` can go.
//
// An export kept on purpose carries `@kept <why>` in its doc comment (the spec's
// constant or rule for a family not built yet, a contract another package's specs
// check); knip leaves exports with that tag out of both runs.
import type { KnipConfig } from 'knip';

const production = process.argv.includes('--production');

/** Outside shared, an export read in its own file passes, whatever the mode. */
const readInFile = true;

const config: KnipConfig = {
  include: ['files', 'exports', 'types', 'nsExports', 'nsTypes', 'enumMembers', 'unresolved'],
  // `@readAsType`: a value only types of its own file read (typeof), which the lint's
  // no-unused-vars wants exported; only the default run would report it.
  tags: production ? ['-kept'] : ['-kept', '-readAsType'],
  workspaces: {
    '.': {
      entry: [
        'scripts/*.{js,mjs}',
        'bench/*.mjs',
        'e2e/**/*.e2e-spec.ts',
        'e2e/support/{global-setup,global-teardown,jest-timeout}.ts',
      ],
      project: ['scripts/**', 'bench/**', 'e2e/**'],
      ignoreExportsUsedInFile: readInFile,
    },
    shared: {
      // `@oak/shared` and its subpaths (`@oak/shared/<domain>`): their names are
      // checked too (includeEntryExports), since only the other packages read them.
      entry: ['src/index.ts!', 'src/*/index.ts!'],
      project: ['src/**/*.ts!', '!src/testing/**!'],
      includeEntryExports: true,
      // Types and interfaces name the signatures of other exports; a value read only
      // inside its own file needs no export unless its spec imports it, which only
      // the default run (specs as entries) sees.
      ignoreExportsUsedInFile: production ? true : { type: true, interface: true },
    },
    agent: {
      // The download worker runs in a thread of its own, bundled from its source.
      entry: ['src/index.ts!', 'src/cli/*.ts!', 'src/resources/download-worker.ts!', 'scripts/*.mjs'],
      project: ['src/**/*.ts!', '!src/testing/**!', 'scripts/**'],
      ignoreExportsUsedInFile: readInFile,
    },
    simulator: {
      entry: ['src/index.ts!', 'src/cli/*.ts!'],
      project: ['src/**/*.ts!', '!src/testing/**!'],
      ignoreExportsUsedInFile: readInFile,
    },
    cloud: {
      // The TypeORM CLI reads the data source (migration:generate).
      entry: ['src/main.ts!', 'src/cli/*.ts!', 'src/database/data-source.ts'],
      project: ['src/**/*.ts!', '!src/testing/**!', 'test/**'],
      ignoreExportsUsedInFile: readInFile,
    },
    console: {
      project: ['src/**/*.{ts,tsx}!', '!src/**/testing/**!', 'vite-plugins/**'],
      ignoreExportsUsedInFile: readInFile,
    },
  },
};

export default config;

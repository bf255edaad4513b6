const path = require('node:path');

/** Browser and process tests against the built, running stack. */
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e-spec.ts'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.json') }] },
  moduleNameMapper: {
    '^@oak/shared$': path.join(__dirname, '../shared/src/index.ts'),
    '^@oak/shared/(.+)$': path.join(__dirname, '../shared/src/$1/index.ts'),
  },
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/support/jest-timeout.ts'],
  // The browser specs' run ends when its last spec does: a handle some spec left open (a client of
  // the stopped OAK) must not hold CI. The leak is still to be found.
  forceExit: true,
};

const path = require('node:path');

/** Browser and process tests against the built, running stack. */
module.exports = {
  displayName: 'e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e-spec.ts'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.json') }],
    // ES-module-only packages the specs reach through cloud code, converted as the other projects do.
    '/node_modules/(?:aedes|@nestjs)/.+\\.js$': path.join(__dirname, '../jest.esm-transform.js'),
  },
  transformIgnorePatterns: ['/node_modules/(?!(?:aedes|@nestjs)/)'],
  moduleNameMapper: {
    '^@oak/shared$': path.join(__dirname, '../shared/src/index.ts'),
    '^@oak/shared/(.+)$': path.join(__dirname, '../shared/src/$1/index.ts'),
  },
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/support/jest-timeout.ts'],
};

/** shared/ is pure rules and data: its own tests must cover at least 95% of its lines. */
const coverage = {
  collectCoverageFrom: ['<rootDir>/src/**/*.ts', '!<rootDir>/src/**/*.spec.ts', '!<rootDir>/src/**/index.ts'],
  coverageThreshold: { global: { lines: 95 } },
};

module.exports = require('../jest.base.js')(__dirname, {
  collectCoverage: true,
  coverageReporters: ['text-summary'],
  ...coverage,
});
module.exports.coverage = coverage;

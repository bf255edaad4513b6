/** shared/'s jest project, as the root run uses it; jest.config.js adds its coverage floor when run alone. */
module.exports = require('../jest.base.js')(__dirname, {
  collectCoverageFrom: ['<rootDir>/src/**/*.ts', '!<rootDir>/src/**/*.spec.ts', '!<rootDir>/src/**/index.ts'],
});

/** shared/ is pure rules and data: its own tests must cover at least 95% of its lines. */
module.exports.COVERAGE_FLOOR = { lines: 95 };

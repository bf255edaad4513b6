const { COVERAGE_FLOOR, ...project } = require('./jest.project.js');

/** `npm test -w @oak/shared`: the project with its coverage floor enforced. */
module.exports = {
  ...project,
  collectCoverage: true,
  coverageReporters: ['text-summary'],
  coverageThreshold: { global: COVERAGE_FLOOR },
};

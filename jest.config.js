const { COVERAGE_FLOOR, ...shared } = require('./shared/jest.project.js');

/**
 * A run given any argument (a path, --selectProjects, -t ...) is partial: the
 * shared coverage floor only means something over the whole suite. `npm test`
 * runs the package projects apart from the browser specs (which run the built
 * code, not the sources coverage counts) and says so with JEST_FULL_RUN.
 */
const partial = process.env.JEST_FULL_RUN !== '1' && process.argv.slice(2).length > 0;

/** Every package's jest project; each also runs alone with `npm test -w <pkg>`. */
module.exports = {
  projects: [shared, '<rootDir>/agent', '<rootDir>/simulator', '<rootDir>/cloud', '<rootDir>/e2e'],
  // Quiet on success: failures in full, then the summary lines.
  reporters: [
    ['summary', { summaryThreshold: 0 }],
    ...(process.env.TEST_TIMINGS_FILE ? ['<rootDir>/scripts/jest-timings-reporter.js'] : []),
  ],
  silent: true,
  // shared/'s coverage floor holds in the whole run too; thresholds are global to a multi-project run.
  collectCoverage: !partial,
  collectCoverageFrom: shared.collectCoverageFrom.map((glob) =>
    glob.replace('<rootDir>', '<rootDir>/shared'),
  ),
  coverageThreshold: { './shared/src/': COVERAGE_FLOOR },
  coverageReporters: ['text-summary'],
};

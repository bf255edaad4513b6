/** `npm test` runs every package's jest project in one run; each also runs alone with `npm test -w <pkg>`. */
module.exports = {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/agent',
    '<rootDir>/simulator',
    '<rootDir>/cloud',
    '<rootDir>/e2e',
  ],
  // Quiet on success: failures in full, then the summary lines.
  reporters: [['summary', { summaryThreshold: 0 }]],
  silent: true,
};

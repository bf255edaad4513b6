// With TEST_TIMINGS_FILE set, jest also writes each test file's wall time to that
// file (appended: `npm test` makes two runs), slowest first (seconds, then the
// file): where to look when `npm test` grows. Without it, this reporter is not loaded and the run stays quiet.
const { appendFileSync } = require('node:fs');
const path = require('node:path');

class TimingsReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.files = [];
  }

  onTestResult(_test, result) {
    const { start, end } = result.perfStats;
    this.files.push({
      file: path.relative(this.rootDir, result.testFilePath),
      seconds: (end - start) / 1000,
    });
  }

  onRunComplete() {
    const sorted = [...this.files].sort((a, b) => b.seconds - a.seconds);
    const total = sorted.reduce((sum, entry) => sum + entry.seconds, 0);
    const lines = sorted.map((entry) => `${entry.seconds.toFixed(1).padStart(7)}  ${entry.file}`);
    appendFileSync(
      process.env.TEST_TIMINGS_FILE,
      `${lines.join('\n')}\n${total.toFixed(1).padStart(7)}  (sum over ${sorted.length} files)\n`,
    );
  }
}

module.exports = TimingsReporter;

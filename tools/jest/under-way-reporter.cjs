// A jest reporter that keeps, in the file JEST_UNDER_WAY_FILE names, the test files and tests under
// way and since when. `npm test` stops a step that outlives its limit (tools/test-step.mjs) and
// prints that file, so a hang names its test: a worker whose event loop is blocked cannot fail its
// test by the time limit, and jest prints nothing for a file until it ends. Without the variable it
// does nothing.
const fs = require('node:fs');
const path = require('node:path');

class UnderWayReporter {
  constructor() {
    this.file = process.env.JEST_UNDER_WAY_FILE;
    /** @type {Map<string, number>} */
    this.underWay = new Map();
  }

  /** One line a file or test: when it started (ms since the epoch), a tab, its name. */
  write() {
    if (!this.file) return;
    fs.writeFileSync(this.file, [...this.underWay].map(([name, since]) => `${since}\t${name}\n`).join(''));
  }

  /** @param {{ path: string }} test */
  fileName(test) {
    return path.relative(process.cwd(), test.path);
  }

  /** @param {{ path: string }} test */
  onTestFileStart(test) {
    this.underWay.set(this.fileName(test), Date.now());
    this.write();
  }

  /** @param {{ path: string }} test */
  onTestFileResult(test) {
    const file = this.fileName(test);
    for (const name of this.underWay.keys()) if (name === file || name.startsWith(`${file} › `)) this.underWay.delete(name);
    this.write();
  }

  /**
   * @param {{ path: string }} test
   * @param {{ fullName: string }} info
   */
  onTestCaseStart(test, info) {
    this.underWay.set(`${this.fileName(test)} › ${info.fullName}`, Date.now());
    this.write();
  }

  /**
   * @param {{ path: string }} test
   * @param {{ fullName: string }} result
   */
  onTestCaseResult(test, result) {
    this.underWay.delete(`${this.fileName(test)} › ${result.fullName}`);
    this.write();
  }
}

module.exports = UnderWayReporter;

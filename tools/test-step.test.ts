import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// A jest step that hangs with its event loop blocked (its test's time limit cannot fire, and jest
// prints nothing for the file) is stopped at the step's limit and names the test under way.
// tools/test-step.mjs reads import.meta, so it runs in a node process of its own.
describe('a jest step stopped at its limit', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hung-jest-'));
    fs.writeFileSync(
      path.join(dir, 'hung.test.js'),
      `describe('a blocked loop', () => {
        it('ends at once', () => {});
        it('waits for ever', () => { Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0); });
      });`,
    );
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('names the test under way and how long it had run, and what was still running', () => {
    const root = path.resolve(__dirname, '..');
    const config = JSON.stringify({ reporters: ['default', path.join(root, 'tools/jest/under-way-reporter.cjs')] });
    const script = `const { step } = await import(${JSON.stringify(path.join(root, 'tools/test-step.mjs'))});
      try {
        await step('hung tests', 'npx', ['jest', '--ci', '--rootDir', ${JSON.stringify(dir)}, '--config', ${JSON.stringify(config)}], { minutes: 0.2, jest: true });
      } catch (error) { console.log(error.message); }`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', timeout: 60_000 });
    const output = `${run.stdout}${run.stderr}`;
    expect(output).toMatch(/\[test\] still running in "hung tests"/);
    expect(output).toMatch(/\[test\] under way when it was stopped:\n(.*\n)*\s+\d+ s {2}\S*hung\.test\.js › a blocked loop waits for ever/);
    expect(output).not.toMatch(/ends at once\n/);
    expect(output).toContain('[tools] E32 hung tests did not finish within 0.2 min');
  }, 60_000);
});

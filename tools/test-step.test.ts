import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// `npm test`'s steps (tools/test.mjs): the checks run in the background beside the tests, and a
// failure on one side stops the other. test-step.mjs is an ES module with import.meta: each case
// runs in Node itself.
const stepModule = path.resolve(__dirname, 'test-step.mjs');

let folder: string;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'test-step-'));
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

/** Runs `body` (an async module body with `step` in scope); answers its exit status and output. */
function inNode(body: string): { status: number | null; out: string } {
  const script = `const { step } = await import(${JSON.stringify(stepModule)});\n${body}`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

const read = (name: string): string => fs.readFileSync(path.join(folder, name), 'utf8').trim();
const linux = fs.existsSync('/proc/self/autogroup') ? it : it.skip;

linux('a background step runs with the least CPU share: its session and its processes at nice 19', () => {
  const probe = `cat /proc/self/autogroup > ${folder}/group; nice > ${folder}/nice`;
  expect(inNode(`await step('probe', 'sh', ['-c', ${JSON.stringify(probe)}], { minutes: 1, held: true, background: true });`)).toMatchObject({
    status: 0,
  });
  expect(read('group')).toMatch(/ nice 19$/);
  expect(read('nice')).toBe('19');
});

linux('a step in the foreground keeps its share', () => {
  const probe = `cat /proc/self/autogroup > ${folder}/group; nice > ${folder}/nice`;
  expect(inNode(`await step('probe', 'sh', ['-c', ${JSON.stringify(probe)}], { minutes: 1, held: true });`)).toMatchObject({ status: 0 });
  expect(read('group')).toMatch(/ nice 0$/);
  expect(read('nice')).toBe(String(os.getPriority()));
});

it('a step is stopped with everything it started when another fails, and a later one is not run', () => {
  const started = Date.now();
  const run = inNode(`
    const failed = new AbortController();
    const running = step('sleeper', 'sh', ['-c', 'sleep 30 & echo $! > ${folder}/pid; wait'], { minutes: 1, held: true, signal: failed.signal });
    setTimeout(() => failed.abort('unit tests failed'), 500);
    await running.catch((error) => console.log('rejected:', error.message));
    await step('next', 'true', [], { minutes: 1, signal: failed.signal }).catch((error) => console.log('rejected:', error.message));
  `);
  expect(run.out).toMatch(/^rejected: sleeper stopped after \d+ s: unit tests failed$/m);
  expect(run.out).toMatch(/^rejected: next not run: unit tests failed$/m);
  expect(Date.now() - started).toBeLessThan(10_000);
  // Gone, or a zombie its new parent has not reaped yet.
  const stat = path.join('/proc', read('pid'), 'stat');
  expect(fs.existsSync(stat) ? fs.readFileSync(stat, 'utf8').split(') ')[1]?.[0] : 'gone').toMatch(/^(gone|Z)$/);
});

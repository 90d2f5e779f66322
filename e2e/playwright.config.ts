import { defineConfig } from '@playwright/test';
import { e2eChromium, launchOptions } from './support/browser';
import { e2eStack, laneCount, specStack } from './support/stack-env';

/** End-to-end tests of the production builds, each app served from its own port, in Debian's Chromium (support/browser.ts). */
// A run at another E2E_PORT_OFFSET (a second run beside this one) keeps its own results.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const suffix = offset ? `-${offset}` : '';

export default defineConfig({
  testDir: './tests',
  outputDir: `./test-results${suffix}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One browser per lane (stack-env.ts, ADR 0059): each lane's files run in turn on the lane's own
  // stack (they share its API and its site settings), the lanes side by side; the spec-only API's
  // project, a stack of its own, takes one worker for about 20 s of the run.
  workers: laneCount,
  retries: 0,
  // Something systematic (a dead stack, a browser that cannot start) ends the run early, with its failures shown.
  maxFailures: 15,
  reporter: [['list'], ['html', { open: 'never', outputFolder: `playwright-report${suffix}` }]],
  globalSetup: './support/global-setup.ts',
  // The same site against two APIs (ADR 0029): the reference API, and one written from the spec's
  // section 7 alone (tools/spec-api), which runs the visitor and member flows of tests/spec-api.
  projects: [
    { name: 'reference', testIgnore: /tests\/spec-api\//, workers: laneCount },
    { name: 'spec-api', testMatch: /tests\/spec-api\/.*\.spec\.ts$/, use: { baseURL: specStack.shellUrl }, workers: 1 },
  ],
  use: {
    baseURL: e2eStack.shellUrl,
    locale: 'th-TH',
    // Route interception and service workers do not mix; the service-worker test opts back in.
    serviceWorkers: 'block',
    // Tracing every test to keep the failures' traces cost a third of the suite's CPU (the
    // browser's screencast and DOM snapshots): E2E_TRACE=1 turns it on when a failure needs one.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: launchOptions(e2eChromium),
  },
});

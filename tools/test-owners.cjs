// What each app owns of the suite, for its own checks (`npm test -w <app>`, tools/test-app.mjs).
const { remoteE2e } = require('./apps.cjs');
/**
 * What each app owns of the suite: its source folders (type-check, lint, unit tests) and the
 * end-to-end files of its pages. A remote's staff pages are its team's too (ADR 0046), so the
 * back office's money and members tests belong to the wallet's and the account's checks.
 * Every spec file has at least one owner (tools/test-owners.test.ts).
 * @type {Record<string, { tsconfig: string, sources: string[], e2e: string[] }>}
 */
const owners = {
  // Each remote's own, from its package.json (`memberSite.e2e`, tools/apps.cjs).
  ...Object.fromEntries(Object.entries(remoteE2e()).map(([dir, e2e]) => [dir, { tsconfig: `${dir}/tsconfig.json`, sources: [dir], e2e }])),
  shell: {
    tsconfig: 'shell/tsconfig.json',
    sources: ['shell'],
    e2e: [
      'chrome',
      'router',
      'session',
      'session-weight',
      'remotes',
      'resilience',
      'fault-matrix',
      'first-paint-faults',
      'member-first-html',
      'member-chrome-widths',
      'member-screens',
      'polling',
      'balance-on-load',
      'balance-push',
      'served-files',
      'install',
      'brand',
      'release-shell',
      'release',
      'auth',
      'a11y',
      'version-skew',
      'host-tokens',
      'remote-routes',
    ],
  },
  backoffice: {
    tsconfig: 'backoffice/tsconfig.json',
    sources: ['backoffice'],
    e2e: ['backoffice', 'backoffice-walls'],
  },
  api: {
    tsconfig: 'api/tsconfig.json',
    sources: ['api'],
    e2e: ['wallet', 'account-limits', 'backoffice', 'balance-push', 'api-processes', 'spec-api/spec-api'],
  },
};

module.exports = { owners };

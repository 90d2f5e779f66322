// What each app owns of the suite, for its own checks (`npm test -w <app>`, tools/test-app.mjs).
/**
 * What each app owns of the suite: its source folders (type-check, lint, unit tests) and the
 * end-to-end files of its pages. A remote's staff pages are its team's too (ADR 0046), so the
 * back office's money and members tests belong to the wallet's and the account's checks.
 * Every spec file has at least one owner (tools/test-owners.test.ts).
 * @type {Record<string, { tsconfig: string, sources: string[], e2e: string[] }>}
 */
const owners = {
  'mf-landing': {
    tsconfig: 'mf-landing/tsconfig.json',
    sources: ['mf-landing'],
    e2e: ['landing', 'register', 'prerender', 'release-landing', 'auth', 'spec-api/spec-api', 'member-screens', 'version-skew', 'host-tokens'],
  },
  'mf-games': {
    tsconfig: 'mf-games/tsconfig.json',
    sources: ['mf-games'],
    e2e: ['games', 'member-screens', 'member-chrome-widths', 'version-skew', 'host-tokens', 'remote-routes'],
  },
  'mf-wallet': {
    tsconfig: 'mf-wallet/tsconfig.json',
    sources: ['mf-wallet'],
    e2e: [
      'wallet',
      'wallet-bad-input',
      'wallet-operator',
      'wallet-promotion',
      'wallet-rebates',
      'wallet-screens',
      'wallet-slip',
      'balance-follows',
      'backoffice',
      'member-screens',
      'version-skew',
      'host-tokens',
    ],
  },
  'mf-account': {
    tsconfig: 'mf-account/tsconfig.json',
    sources: ['mf-account'],
    e2e: [
      'account',
      'account-limits',
      'account-password-reset',
      'account-promotion',
      'account-safer-play',
      'member-service',
      'backoffice',
      'member-screens',
      'version-skew',
      'host-tokens',
    ],
  },
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
      'balance-follows',
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
    e2e: ['wallet', 'account-limits', 'backoffice', 'spec-api/spec-api'],
  },
};

module.exports = { owners };

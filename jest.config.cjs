// Unit tests: front-end code in jsdom, the reference API in node. @swc/jest compiles TypeScript.
const { apps } = require('./tools/apps.cjs');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

// light-my-request (Fastify's inject) requires cookie 2, which ships only as an ES module too.
const common = {
  transform: { '^.+\\.m?[jt]sx?$': swc },
  // typebox and TanStack Table v9 ship only as ES modules: compiled like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(typebox|cookie|@tanstack/react-table|@tanstack/table-core)/)'],
  moduleNameMapper: { '\\.(css|svg|png|woff2?)$': '<rootDir>/tools/jest/file-stub.cjs' },
};

/** @type {import('jest').Config} */
const config = {
  // A request-heavy API test takes 3–4 s on PostgreSQL here, and machines differ by 2×: the limit
  // catches a hang, not a slow machine (a test that promises a time asserts it itself). Jest reads
  // it from the top level only: a project's own testTimeout is ignored (jest-circus takes the
  // global config's), which is how two API tests still failed at 5 s under load.
  testTimeout: 20_000,
  // The tests under way, kept in a file for `npm test` to name a hang (tools/test-step.mjs).
  reporters: ['default', '<rootDir>/tools/jest/under-way-reporter.cjs'],
  projects: [
    {
      ...common,
      displayName: 'web',
      testEnvironment: '<rootDir>/tools/jest/jsdom-env.cjs',
      // shared, every front-end app (tools/apps.cjs: the shell and each remote's folder) and the back office.
      roots: ['shared', ...apps.map((app) => app.dir), 'backoffice'].map((dir) => `<rootDir>/${dir}`),
      testMatch: ['**/src/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/tools/jest/setup-web.cjs'],
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api'],
      testMatch: ['**/src/**/*.test.ts'],
      // The Node subpaths' `node` condition points at shared/dist; tests use the source.
      moduleNameMapper: {
        ...common.moduleNameMapper,
        '^@member-site/shared/contract$': '<rootDir>/shared/src/contract/index.ts',
        '^@member-site/shared/spec-answers$': '<rootDir>/shared/src/api/spec-answers.ts',
        '^@member-site/shared/checks$': '<rootDir>/shared/src/contract/checks.generated.ts',
      },
    },
    {
      ...common,
      displayName: 'tools',
      testEnvironment: 'node',
      roots: ['<rootDir>/tools'],
      testMatch: ['**/*.test.ts'],
    },
  ],
};

module.exports = config;

// Unit tests: front-end code in jsdom, the reference API in node. @swc/jest compiles TypeScript.
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

const common = {
  transform: { '^.+\\.[jt]sx?$': swc },
  moduleNameMapper: { '\\.(css|svg|png|woff2?)$': '<rootDir>/tools/jest/file-stub.cjs' },
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'web',
      testEnvironment: '<rootDir>/tools/jest/jsdom-env.cjs',
      roots: ['<rootDir>/shared', '<rootDir>/shell', '<rootDir>/mf-landing', '<rootDir>/mf-games', '<rootDir>/mf-wallet', '<rootDir>/mf-account'],
      testMatch: ['**/src/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/tools/jest/setup-web.cjs'],
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api'],
      testMatch: ['**/src/**/*.test.ts'],
      // light-my-request (Fastify's inject) requires cookie 2, which ships only as an ES module.
      transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
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

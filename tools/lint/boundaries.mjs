// Import zones (docs/architecture.md, "Rules the linter enforces"), enforced by eslint-plugin-boundaries:
// it resolves each import to a file and classifies both ends, so a relative `../../line/x`
// is caught as surely as a package name, and dynamic `import()` is checked too.
import boundaries from 'eslint-plugin-boundaries';

// Every top-level workspace with a `src` other than shared is an app (the shell, the remotes,
// the API): its source is private to it. Order matters: shared, features and the common folders
// are matched before the catch-all app pattern, and `exclusive` keeps a file from being both.
const common = ['lib', 'components', 'hooks'].map((folder) => ({
  type: 'common',
  pattern: `*/src/${folder}`,
  partialMatch: false,
  capture: ['app'],
  exclusive: true,
}));
/**
 * The reference API reads top-down (ADR 0044): base code at the bottom, the features in the
 * middle, the app's assembly on top. A feature imports only the features listed before it here,
 * so the features form no cycle; the order is the one their imports need.
 */
export const apiFeatureOrder = [
  'session',
  'audit',
  'staff',
  'site',
  'ledger',
  'member',
  'safer-play',
  'limits',
  'line',
  'games',
  'rebates',
  'member-service',
  'promotions',
  'wallet',
  'operator',
  'account',
  'register',
  'reports',
  'conformance',
];
const apiElements = [
  { type: 'api-base', pattern: 'api/src/base', partialMatch: false, exclusive: true },
  { type: 'api-app', pattern: 'api/src/app', partialMatch: false, exclusive: true },
  // Every other folder of api/src is a feature; api/src/server.ts falls to the app element `api`.
  { type: 'api-feature', pattern: 'api/src/*', partialMatch: false, capture: ['feature'], exclusive: true },
];
const apiTypes = ['api-base', 'api-feature', 'api-app'];

const elements = [
  ...apiElements,
  { type: 'testkit', pattern: 'shared/src/testing', partialMatch: false, exclusive: true },
  { type: 'shared', pattern: 'shared/src', partialMatch: false, exclusive: true },
  { type: 'feature', pattern: '*/src/features/*', partialMatch: false, capture: ['app', 'feature'], exclusive: true },
  ...common,
  { type: 'app', pattern: '*/src', partialMatch: false, capture: ['app'] },
];

const appTypes = ['app', 'feature', 'common'];
const appCode = { element: { types: { anyOf: appTypes } } };

/** For each API feature, the features it may not import: itself excepted, those listed after it. */
const apiFeaturePolicies = apiFeatureOrder.map((feature, rank) => ({
  from: { element: { type: 'api-feature', captured: { feature } } },
  disallow: { to: { element: { type: 'api-feature', captured: { feature: `{${apiFeatureOrder.slice(rank + 1).join(',')},_}` } } } },
  message: `An API feature imports only the features before it in apiFeatureOrder (tools/lint/boundaries.mjs): ${feature} comes before {{ to.element.captured.feature }}.`,
}));

const policies = [
  {
    from: appCode,
    disallow: { to: { element: { types: { anyOf: appTypes }, captured: { app: '!{{ from.element.captured.app }}' } } } },
    message: 'An app imports only `shared` and npm packages, never the shell or another remote.',
  },
  {
    // api/src/server.ts, the API's entry, is the app element `api` itself: it starts the assembly.
    from: { element: { types: { anyOf: appTypes }, captured: { app: '!api' } } },
    disallow: { to: { element: { types: { anyOf: apiTypes } } } },
    message: 'An app imports only `shared` and npm packages, never the shell or another remote.',
  },
  {
    from: { element: { types: { anyOf: apiTypes } } },
    disallow: { to: { element: { types: { anyOf: appTypes } } } },
    message: 'An app imports only `shared` and npm packages, never the shell or another remote.',
  },
  {
    from: { element: { type: 'feature' } },
    disallow: { to: { element: { type: 'feature', captured: { app: '{{ from.element.captured.app }}', feature: '!{{ from.element.captured.feature }}' } } } },
    message: 'A feature does not reach into another feature: move what several use to src/lib, src/components or src/hooks.',
  },
  {
    // Else a re-export in src/lib would be a back door from one feature into another.
    from: { element: { type: 'common' } },
    disallow: { to: { element: { type: 'feature' } } },
    message: 'src/lib, src/components and src/hooks serve the features: they import none.',
  },
  {
    from: { element: { type: 'shared' } },
    disallow: { to: { element: { types: { anyOf: appTypes } } } },
    message: '`shared` is the contract every app builds on: it imports no app.',
  },
];

/** The API's layers (ADR 0044). Tests stand above all of them: they build the whole app. */
const apiLayers = [
  {
    from: { element: { type: 'api-base' } },
    disallow: { to: { element: { types: { anyOf: ['api-feature', 'api-app'] } } } },
    message: "The API's base code (api/src/base: database, money, errors, clock) imports no feature and not the app.",
  },
  {
    from: { element: { type: 'api-feature' } },
    disallow: { to: { element: { type: 'api-app' } } },
    message: "An API feature does not import the app's assembly (api/src/app): the app wires features, never the reverse.",
  },
  ...apiFeaturePolicies,
];

/**
 * The same zones by package name: npm workspaces link every app into node_modules, where an
 * import such as `mf-games/src/x` resolves outside any element. Only `@member-site/shared` is a door.
 */
const workspacePackages = {
  disallow: { to: { module: { origin: 'external', source: ['shell', 'mf-*', 'api', 'e2e'] } } },
  message: 'Workspaces meet only through @member-site/shared: no importing the shell, a remote or the API by package name.',
};

/** Server text must reach sweetalert2 only as text: one door, shared/src/ui/dialogs.ts. */
const sweetalertDoor = {
  disallow: { to: { module: { origin: 'external', source: 'sweetalert2' } } },
  message: 'sweetalert2 is used only through shared/src/ui/dialogs.ts (text-only dialogs).',
};

/**
 * The test kit (fakes built on jest.fn) must never reach a bundle: only test files, and the kit
 * itself, import it, by package subpath or by relative path.
 */
const testKitInTestsOnly = {
  disallow: {
    to: [{ element: { type: 'testkit' } }, { module: { source: '@member-site/shared', internalPath: ['testing', 'testing/**'] } }],
  },
  message: '@member-site/shared/testing is the test kit: only *.test.ts(x) files import it.',
};

/**
 * Staff code stays out of member bundles (ADR 0046): a public member remote exposes whatever it
 * bundles, so only code inside a `src/staff/` folder (a team's staff container, shared's staff
 * half) and the back office import a `src/staff/` file or `@member-site/shared/staff`. Besides
 * them: the API (a server; its own staff feature is api/src/staff) and the test kit's staff half.
 */
const staffFiles = [
  { category: 'staff', pattern: '*/src/staff/**' },
  { category: 'staff-host', pattern: 'backoffice/**' },
  { category: 'staff-host', pattern: 'api/**' },
  { category: 'staff-host', pattern: 'shared/src/testing/**' },
  // Every file: a file no category names would have none, and match no `noneOf`.
  { category: 'code', pattern: '**' },
];
const staffCodeInStaffOnly = {
  from: { file: { categories: { noneOf: ['staff', 'staff-host'] } } },
  disallow: {
    to: [{ file: { categories: 'staff' } }, { module: { source: '@member-site/shared', internalPath: ['staff', 'staff/**'] } }],
  },
  message:
    'Staff code (a src/staff/ folder, @member-site/shared/staff) is imported only inside a src/staff/ folder or the back office: a member bundle never carries it (ADR 0046).',
};

/** The door itself, and the type declaration of the build it loads. */
const dialogFiles = ['shared/src/ui/dialogs.ts', 'shared/src/types/modules.d.ts'];

// checkAllOrigins: the sweetalert2 policy is about an npm package, not a local file.
const withoutDoor = [...policies, ...apiLayers, workspacePackages, testKitInTestsOnly, staffCodeInStaffOnly];
const everywhere = [...policies, ...apiLayers, workspacePackages, sweetalertDoor, staffCodeInStaffOnly];
const inTests = [...policies, workspacePackages, sweetalertDoor, staffCodeInStaffOnly];
/**
 * The boundaries/dependencies rule over these policies.
 * @param {object[]} list the policies (eslint-plugin-boundaries' rule options)
 * @returns {import('eslint').Linter.RuleEntry}
 */
const dependencies = (list) => ['error', { default: 'allow', checkAllOrigins: true, checkInternals: true, policies: list }];

export const boundaryRules = [
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': staffFiles,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import', 'require'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] } },
    },
    rules: { 'boundaries/dependencies': dependencies([...everywhere, testKitInTestsOnly]) },
  },
  { files: ['**/*.test.{ts,tsx}', 'shared/src/testing/**', 'api/src/app/testing/**'], rules: { 'boundaries/dependencies': dependencies(inTests) } },
  // Flat config: a later block's options replace the earlier ones for these files.
  { files: dialogFiles, rules: { 'boundaries/dependencies': dependencies(withoutDoor) } },
];

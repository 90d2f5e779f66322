import { execFileSync } from 'node:child_process';
import path from 'node:path';

interface Message {
  ruleId: string | null;
  message: string;
}

/** Lints each snippet as if it were the file at `filePath` (relative to the repository root). */
function lint(snippets: { code: string; filePath: string }[]): Message[][] {
  const script = path.join(__dirname, 'lint-text.mjs');
  const out = execFileSync(process.execPath, [script], { input: JSON.stringify(snippets), encoding: 'utf8' });
  return JSON.parse(out) as Message[][];
}

const boundaryErrors = (messages: Message[]) => messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);

// Each planted import is used, so that only the boundary rule can complain.
const planted = {
  remoteToRemote: {
    filePath: 'mf-wallet/src/pages/Planted.tsx',
    code: "import { lobbyCategories } from '../../../mf-games/src/lib/categories';\nexport const x = lobbyCategories;\n",
    expected: /never the shell or another remote/,
  },
  remoteToShell: {
    filePath: 'mf-games/src/features/lobby/Planted.ts',
    code: "export const load = () => import('../../../../shell/src/chrome/menu');\n",
    expected: /never the shell or another remote/,
  },
  shellToRemote: {
    filePath: 'shell/src/chrome/Planted.ts',
    code: "export { bootstrap } from '../../../mf-account/src/lifecycles';\n",
    expected: /never the shell or another remote/,
  },
  remoteByPackageName: {
    filePath: 'mf-landing/src/pages/Planted.ts',
    code: "export { bootstrap } from 'mf-wallet/src/lifecycles';\n",
    expected: /meet only through @member-site\/shared/,
  },
  sharedToApp: {
    filePath: 'shared/src/ui/Planted.ts',
    code: "export { topBarItems } from '../../../shell/src/chrome/menu';\n",
    expected: /imports no app/,
  },
  featureToFeature: {
    filePath: 'mf-landing/src/features/register/components/Planted.tsx',
    code: "export { LineButton } from '../../line/components/LineButton';\n",
    expected: /does not reach into another feature/,
  },
  commonToFeature: {
    filePath: 'mf-games/src/lib/Planted.ts',
    code: "export { NewsList } from '../features/news/components/NewsList';\n",
    expected: /serve the features: they import none/,
  },
  sweetalertOutsideDialogs: {
    filePath: 'mf-wallet/src/pages/Planted.ts',
    code: "export const load = () => import('sweetalert2');\n",
    expected: /only through shared\/src\/ui\/dialogs\.ts/,
  },
  testKitInAppSource: {
    filePath: 'mf-games/src/pages/Planted.tsx',
    code: "import { createFakeApi } from '@member-site/shared/testing';\nexport const api = createFakeApi();\n",
    expected: /only \*\.test\.ts\(x\) files import it/,
  },
  testKitInSharedSource: {
    filePath: 'shared/src/api/Planted.ts',
    code: "export { createFakeApi } from '../testing/fake-api';\n",
    expected: /only \*\.test\.ts\(x\) files import it/,
  },
  apiBaseToFeature: {
    filePath: 'api/src/base/Planted.ts',
    code: "export { creditOf } from '../ledger/ledger';\n",
    expected: /base code .* imports no feature/,
  },
  apiFeatureToApp: {
    filePath: 'api/src/wallet/Planted.ts',
    code: "export { buildApp } from '../app/app';\n",
    expected: /does not import the app's assembly/,
  },
  apiFeatureUpward: {
    filePath: 'api/src/session/Planted.ts',
    code: "export { walletRoutes } from '../wallet/routes';\n",
    expected: /session comes before wallet/,
  },
  apiToRemote: {
    filePath: 'api/src/wallet/Planted.ts',
    code: "export const load = () => import('../../../mf-wallet/src/lib/texts');\n",
    expected: /never the shell or another remote/,
  },
  // Staff code never reaches a member bundle (ADR 0046): not the team's own staff container, not shared's staff half.
  memberPageToOwnStaffPage: {
    filePath: 'mf-wallet/src/pages/Planted.tsx',
    code: "export const load = () => import('../staff/pages/withdrawals');\n",
    expected: /Staff code .* is imported only inside a src\/staff\/ folder or the back office/,
  },
  memberFeatureToStaffLifecycles: {
    filePath: 'mf-account/src/features/announce/Planted.ts',
    code: "export { bootstrap } from '../../staff/lifecycles';\n",
    expected: /Staff code/,
  },
  shellToSharedStaff: {
    filePath: 'shell/src/app/Planted.ts',
    code: "import { staffRoutes } from '@member-site/shared/staff';\nexport const x = staffRoutes;\n",
    expected: /Staff code/,
  },
  remoteToSharedStaff: {
    filePath: 'mf-wallet/src/lib/Planted.ts',
    code: "export const load = () => import('@member-site/shared/staff');\n",
    expected: /Staff code/,
  },
  sharedToItsStaffHalf: {
    filePath: 'shared/src/remote/Planted.ts',
    code: "export { createStaffApp } from '../staff/app';\n",
    expected: /Staff code/,
  },
  memberTestToStaff: {
    filePath: 'mf-games/src/pages/Planted.test.tsx',
    code: "import { staffRoutes } from '@member-site/shared/staff';\nexport const x = staffRoutes;\n",
    expected: /Staff code/,
  },
  staffContainerToAnotherTeamsStaff: {
    filePath: 'mf-wallet/src/staff/pages/Planted.tsx',
    code: "export { bootstrap } from '../../../../mf-account/src/staff/lifecycles';\n",
    expected: /never the shell or another remote/,
  },
  backofficeToMemberRemote: {
    filePath: 'backoffice/src/app/Planted.ts',
    code: "export { bootstrap } from '../../../mf-wallet/src/lifecycles';\n",
    expected: /never the shell or another remote/,
  },
};

const allowed = {
  sameFeature: {
    filePath: 'mf-landing/src/features/register/components/Planted.tsx',
    code: "export { Field } from './Field';\n",
  },
  featureToAppLib: {
    filePath: 'mf-games/src/features/lobby/components/Planted.tsx',
    code: "export { Loaded } from '../../../components/Loaded';\n",
  },
  featureToAppHook: {
    filePath: 'mf-games/src/features/news/components/Planted.tsx',
    code: "export { useLoad } from '../../../hooks/useLoad';\n",
  },
  pageToFeature: {
    filePath: 'mf-landing/src/pages/Planted.tsx',
    code: "export { LineButton } from '../features/line/components/LineButton';\n",
  },
  appToShared: {
    filePath: 'mf-wallet/src/pages/Planted.tsx',
    code: "export { createRemoteApp } from '@member-site/shared';\n",
  },
  testKitInTest: {
    filePath: 'mf-games/src/pages/Planted.test.tsx',
    code: "import { createFakeApi } from '@member-site/shared/testing';\nexport const api = createFakeApi();\n",
  },
  testKitInSharedTest: {
    filePath: 'shared/src/api/Planted.test.ts',
    code: "export { createFakeApi } from '../testing/fake-api';\n",
  },
  apiFeatureDownward: {
    filePath: 'api/src/wallet/Planted.ts',
    code: "export { findMemberById } from '../member/store';\n",
  },
  apiEntryToApp: {
    filePath: 'api/src/Planted.ts',
    code: "export { buildApp } from './app/app';\n",
  },
  apiTestToApp: {
    filePath: 'api/src/session/Planted.test.ts',
    code: "export { testApp } from '../app/test-app';\n",
  },
  sweetalertInDialogs: {
    filePath: 'shared/src/ui/dialogs.ts',
    code: "export const load = () => import('sweetalert2');\n",
  },
  staffPageToSharedStaffAndItsPackage: {
    filePath: 'mf-wallet/src/staff/pages/Planted.tsx',
    code: "import { staffRoutes } from '@member-site/shared/staff';\nexport { Pager } from '../../components/Pager';\nexport const x = staffRoutes;\n",
  },
  staffLifecyclesToItsPages: {
    filePath: 'mf-account/src/staff/Planted.tsx',
    code: "export const load = () => import('./pages/members');\n",
  },
  backofficeToSharedStaff: {
    filePath: 'backoffice/src/app/Planted.ts',
    code: "import { staffRoutes } from '@member-site/shared/staff';\nexport const x = staffRoutes;\n",
  },
  sharedStaffHalfToItself: {
    filePath: 'shared/src/staff/Planted.ts',
    code: "export { createStaffApp } from './app';\n",
  },
  testKitToSharedStaff: {
    filePath: 'shared/src/testing/Planted.tsx',
    code: "export { StaffFrame } from '../staff/app';\n",
  },
  apiToItsStaffFeature: {
    filePath: 'api/src/wallet/Planted.ts',
    code: "export { requireStaff } from '../staff/access';\n",
  },
};

describe('import boundaries (tools/lint/boundaries.mjs)', () => {
  const plantedCases = Object.entries(planted);
  const allowedCases = Object.entries(allowed);
  let plantedResults: Message[][];
  let allowedResults: Message[][];

  beforeAll(() => {
    // One ESLint process for all cases: loading the config dominates the cost.
    const results = lint([...plantedCases, ...allowedCases].map(([, c]) => c));
    plantedResults = results.slice(0, plantedCases.length);
    allowedResults = results.slice(plantedCases.length);
  }, 60_000);

  it.each(plantedCases.map(([name], i) => [name, i] as const))('rejects %s', (name, i) => {
    const errors = boundaryErrors(plantedResults[i] ?? []);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(planted[name as keyof typeof planted].expected);
  });

  it.each(allowedCases.map(([name], i) => [name, i] as const))('allows %s', (_name, i) => {
    expect(allowedResults[i]).toEqual([]);
  });
});

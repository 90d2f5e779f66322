/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { endpointExports, generateChecks, generatedFiles, type Audience } from './codegen';

const update = process.env.UPDATE_CONTRACT_CHECKS === '1';

// `npm run contracts` runs this test with UPDATE_CONTRACT_CHECKS=1 to rewrite the files.
it.each(['member', 'staff'] as Audience[])('the %s endpoints’ generated checks are up to date with the endpoint table', (audience) => {
  const file = path.join(__dirname, generatedFiles[audience]);
  const fresh = generateChecks(audience);
  if (update) fs.writeFileSync(file, fresh);
  const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (committed !== fresh) throw new Error(`[shared] E4 ${generatedFiles[audience]} is stale: run \`npm run contracts\` and commit it`);
});

// The same run rewrites the entries' export of the generated endpoints (ADR 0043): shared's for
// the member site, shared/staff's for the back office (ADR 0046).
it.each([
  ['member', path.join(__dirname, '..', 'index.ts'), /export \{[^}]*\} from '\.\/contract\/checks\.generated';/g],
  ['staff', path.join(__dirname, '..', 'staff', 'index.ts'), /export \{[^}]*\} from '\.\.\/contract\/staff-checks\.generated';/g],
] as const)('the %s entry exports every endpoint of its audience and its paths', (audience, entry, statement) => {
  const text = fs.readFileSync(entry, 'utf8');
  expect(text.match(statement)).toHaveLength(1);
  const fresh = text.replace(statement, endpointExports(audience));
  if (update && fresh !== text) fs.writeFileSync(entry, fresh);
  if (fs.readFileSync(entry, 'utf8') !== fresh)
    throw new Error(`[shared] E4 ${path.relative(process.cwd(), entry)} does not export every endpoint: run \`npm run contracts\``);
});

it('the generated checks import nothing at run time (types only)', () => {
  for (const audience of ['member', 'staff'] as Audience[]) {
    const imports = generateChecks(audience)
      .split('\n')
      .filter((line) => line.startsWith('import '));
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((line) => !line.startsWith('import type '))).toEqual([]);
  }
});

it('no member check or path names a staff endpoint, and the staff file holds only staff ones', () => {
  expect(generateChecks('member')).not.toMatch(/\/api\/staff\//);
  expect(generateChecks('staff')).not.toMatch(/'\/api\/v1\//);
});

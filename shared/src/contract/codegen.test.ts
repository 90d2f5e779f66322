/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { endpointExports, generateChecks } from './codegen';

const file = path.join(__dirname, 'checks.generated.ts');

// `npm run contracts` runs this test with UPDATE_CONTRACT_CHECKS=1 to rewrite the file.
it('checks.generated.ts is up to date with the endpoint table', () => {
  const fresh = generateChecks();
  if (process.env.UPDATE_CONTRACT_CHECKS === '1') fs.writeFileSync(file, fresh);
  const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (committed !== fresh) throw new Error('[shared] E4 checks.generated.ts is stale: run `npm run contracts` and commit it');
});

// The same run rewrites shared/src/index.ts's export of the generated endpoints (ADR 0043).
it("shared's entry exports every endpoint of the table and apiPaths", () => {
  const index = path.join(__dirname, '..', 'index.ts');
  const statement = /export \{[^}]*\} from '\.\/contract\/checks\.generated';/g;
  const text = fs.readFileSync(index, 'utf8');
  expect(text.match(statement)).toHaveLength(1);
  const fresh = text.replace(statement, endpointExports());
  if (process.env.UPDATE_CONTRACT_CHECKS === '1' && fresh !== text) fs.writeFileSync(index, fresh);
  if (fs.readFileSync(index, 'utf8') !== fresh) throw new Error('[shared] E4 shared/src/index.ts does not export every endpoint: run `npm run contracts`');
});

it('the generated checks import nothing at run time (types only)', () => {
  const imports = generateChecks().split('\n').filter((line) => line.startsWith('import '));
  expect(imports.length).toBeGreaterThan(0);
  expect(imports.filter((line) => !line.startsWith('import type '))).toEqual([]);
});

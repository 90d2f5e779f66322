/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { generateChecks } from './codegen';

const file = path.join(__dirname, 'checks.generated.ts');

// `npm run contracts` runs this test with UPDATE_CONTRACT_CHECKS=1 to rewrite the file.
it('checks.generated.ts is up to date with the endpoint table', () => {
  const fresh = generateChecks();
  if (process.env.UPDATE_CONTRACT_CHECKS === '1') fs.writeFileSync(file, fresh);
  const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (committed !== fresh) throw new Error('[shared] E4 checks.generated.ts is stale: run `npm run contracts` and commit it');
});

it('the generated checks import nothing at run time (types only)', () => {
  const imports = generateChecks().split('\n').filter((line) => line.startsWith('import '));
  expect(imports.length).toBeGreaterThan(0);
  expect(imports.filter((line) => !line.startsWith('import type '))).toEqual([]);
});

// `npm run staff -- <command>`: staff accounts of the reference API's database (API_DB_FILE), from
// the command line; the first admin comes from here (api/src/app/staff-cli.ts). Builds the API first when stale.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildApiIfStale } from './build.mjs';
import { ensureInstalled } from './ensure.mjs';
import { repoRoot } from './stack.mjs';

ensureInstalled();
await buildApiIfStale();
const run = spawnSync(process.execPath, [path.join(repoRoot, 'api/dist/app/staff-cli.js'), ...process.argv.slice(2)], { cwd: process.cwd(), stdio: 'inherit' });
process.exit(run.status ?? 1);

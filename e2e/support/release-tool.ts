import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './paths';
import { e2eEnv } from './stack-env';

/** The release tool as a team runs it (`npm run release -w <remote> -- …`), against the e2e stack. */
export function releaseTool(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(repoRoot, 'tools/release/cli.mjs'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...e2eEnv },
    encoding: 'utf8',
    // A refusal's message (stderr) becomes the thrown error's message.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
// @ts-expect-error plain ESM module without types
import { isAppBuildStale } from '../../tools/build.mjs';
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

/**
 * A production build of `app` whose footer names `note` (RELEASE_NOTE), into `outDir`, for a release
 * test: only when the app's inputs changed since it was last built there (e2e/.run is kept). One
 * process builds at a time: two runs side by side (E2E_PORT_OFFSET) use the same builds; the other
 * waits, then finds it done.
 */
export async function buildVariant(app: string, outDir: string, note: string): Promise<void> {
  const stamp = path.join(outDir, '.built');
  const lock = `${outDir}.lock`;
  fs.mkdirSync(path.dirname(outDir), { recursive: true });
  const deadline = Date.now() + 280_000;
  while (isAppBuildStale(app, stamp)) {
    try {
      fs.mkdirSync(lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A lock left by a run that was stopped mid-build is taken over after 10 minutes.
      if (Date.now() - fs.statSync(lock, { throwIfNoEntry: false })!.mtimeMs > 600_000) fs.rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`${lock} was held for too long: another run is building ${app}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    try {
      if (isAppBuildStale(app, stamp)) {
        await promisify(execFile)('npx', ['webpack', '--mode', 'production', '--config', 'webpack.config.cjs'], {
          cwd: path.join(repoRoot, app),
          env: { ...process.env, RELEASE_NOTE: note, BUILD_DIST: outDir },
          maxBuffer: 64 * 1024 * 1024,
        });
        fs.writeFileSync(stamp, new Date().toISOString());
      }
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
}

import fs from 'node:fs';
import path from 'node:path';

// A public member remote exposes whatever it bundles (issue 35, ADR 0046): no member build may
// carry a staff path, a staff container's name or a staff page. This reads the builds as they are
// (npm run build); it builds nothing. The linter keeps staff code out of member imports
// (tools/lint/boundaries.mjs); this checks what the bundler made of them. The e2e suite checks the
// same over HTTP, on every member origin.

const repoRoot = path.resolve(__dirname, '..');
/** The member builds: the shell and the four remotes' member containers (not their dist-staff/). */
const memberBuilds = ['shell', 'mf-landing', 'mf-games', 'mf-wallet', 'mf-account'];
/** What only staff code holds. */
const staffMarks = ['/api/staff/', 'mf_wallet_staff', 'mf_account_staff', 'mf-wallet-staff', 'mf-account-staff'];
const textFile = /\.(js|mjs|css|json|html|txt|webmanifest)$/;

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : textFile.test(entry.name) ? [full] : [];
  });
}

describe('member builds carry no staff code', () => {
  for (const app of memberBuilds) {
    const dist = path.join(repoRoot, app, 'dist');
    const built = fs.existsSync(path.join(dist, 'mf-manifest.json'));
    if (!built) console.warn(`[tools] ${app}/dist is not built: its check for staff code is skipped (npm run build, then run this test again)`);
    (built ? it : it.skip)(`${app}/dist holds none of ${staffMarks.join(', ')}`, () => {
      const found = files(dist).flatMap((file) => {
        const text = fs.readFileSync(file, 'utf8');
        return staffMarks.filter((mark) => text.includes(mark)).map((mark) => `${path.relative(repoRoot, file)}: ${mark}`);
      });
      expect(found).toEqual([]);
    });
  }

  const staffBuild = path.join(repoRoot, 'mf-wallet', 'dist-staff', 'mf-manifest.json');
  (fs.existsSync(staffBuild) ? it : it.skip)("sees staff code where it is: the wallet's staff container names its staff paths", () => {
    // The check above would pass on an empty folder: this one proves the marks are what staff code holds.
    const text = files(path.dirname(staffBuild))
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    expect(text).toContain('mf_wallet_staff');
    expect(text).toContain('/api/staff/');
  });
});

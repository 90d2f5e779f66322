import fs from 'node:fs';
import path from 'node:path';
import { apps, staffSourcesOf } from './apps.cjs';
import { recordedContract } from './contract/host-surface.cjs';
import { compatibilityProblems, contractProblems } from './release/compatibility.mjs';

// A public member remote exposes whatever it bundles (issue 35, ADR 0046): no member build may
// carry a staff path, a staff container's name or a staff page. This reads the builds as they are
// (npm run build); it builds nothing. The linter keeps staff code out of member imports
// (tools/lint/boundaries.mjs); this checks what the bundler made of them. The e2e suite checks the
// same over HTTP, on every member origin.

const repoRoot = path.resolve(__dirname, '..');
/** The member builds: the shell and every remote's member container (not its dist-staff/), tools/apps.cjs. */
const memberBuilds = apps.map((app) => app.dir);
/** What only staff code holds: the staff API's paths, each staff container's names. */
const staffMarks = ['/api/staff/', ...staffSourcesOf().flatMap((staff) => [staff.name, staff.release])];
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

describe('the builds carry the host contract (ADR 0054)', () => {
  const shellManifest = path.join(repoRoot, 'shell', 'dist', 'mf-manifest.json');
  const remotes = memberBuilds.filter((app) => app !== 'shell');
  const built = [shellManifest, ...remotes.map((app) => path.join(repoRoot, app, 'dist', 'mf-manifest.json'))].every((file) => fs.existsSync(file));
  const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));

  (built ? it : it.skip)('the shell provides the recorded version, each member remote needs it, and each pair of this commit fits', () => {
    const { name, version } = recordedContract();
    const shell = read(shellManifest);
    expect(shell.hostContract).toMatchObject({ name, provides: version });
    for (const app of remotes) {
      const manifest = read(path.join(repoRoot, app, 'dist', 'mf-manifest.json'));
      // Its routes (ADR 0057) are its part of the table the shell was built with at this commit.
      expect({ app, name: manifest.hostContract.name, requires: manifest.hostContract.requires }).toEqual({ app, name, requires: `^${version}` });
      const own = shell.hostContract.routes.filter((route: { remote: string }) => route.remote === manifest.name);
      expect(own.length).toBeGreaterThan(0);
      expect(manifest.hostContract.routes).toEqual(own);
      expect(contractProblems(manifest, shell)).toEqual([]);
      // The same build, as if made after the contract gained something, is refused by this shell.
      const later = {
        ...manifest,
        hostContract: {
          name,
          requires: `^${version.replace(/^(\d+)\.(\d+)\..*/, (_m: string, major: string, minor: string) => `${major}.${Number(minor) + 1}.0`)}`,
        },
      };
      expect(contractProblems(later, shell)).toEqual([
        expect.stringMatching(/^host contract: the remote needs member-pages \^\d+\.\d+\.0, the shell provides /),
      ]);
    }
  });

  (built ? it : it.skip)("a remote built with another federation runtime than the shell's is refused, naming both versions (ADR 0056)", () => {
    const shell = read(shellManifest);
    const wallet = read(path.join(repoRoot, 'mf-wallet', 'dist', 'mf-manifest.json'));
    const runs: string = shell.metaData.pluginVersion;
    expect(wallet.metaData.pluginVersion).toBe(runs);
    expect(compatibilityProblems(wallet, shell)).toEqual([]);
    const upgraded = { ...wallet, metaData: { ...wallet.metaData, pluginVersion: '2.10.0' } };
    expect(compatibilityProblems(upgraded, shell)).toEqual([
      expect.stringContaining(`@module-federation/enhanced: the remote is built with 2.10.0, the shell runs ${runs}`),
    ]);
  });

  const staff = path.join(repoRoot, 'mf-wallet', 'dist-staff', 'mf-manifest.json');
  (fs.existsSync(staff) ? it : it.skip)('a staff container records none: the back office is outside the member contract', () => {
    expect(read(staff).hostContract).toBeUndefined();
  });
});

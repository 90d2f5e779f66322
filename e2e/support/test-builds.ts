import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './paths';
import { buildVariant } from './release-tool';
// @ts-expect-error plain ESM module without types
import { copyWorkingTree, installAndBuild, previousRelease, previousReleaseBuilds } from '../../tools/release/previous-release.mjs';

// The builds some specs release (variants of a remote, a team's changed copy, the previous
// release), made by the global setup before any lane starts (ADR 0059): a webpack build beside a
// lane's tests would slow that lane's timing checks. A spec prepares its own again in its
// beforeAll, which finds it done (E2E_PREPARED) or makes it when the setup did not (a run whose
// filters it could not read).

/** mf-wallet's three builds that differ only by their footer line (release.spec.ts). */
export const walletVariants = ['e2e-A', 'e2e-B', 'e2e-C'] as const;
export type WalletVariant = (typeof walletVariants)[number];
export const walletVariantDir = (note: WalletVariant): string => path.join(repoRoot, 'e2e', '.run', 'release-variants', note);
/** mf-landing's build with the footer line "รุ่น e2e-L" (release-landing.spec.ts). */
export const landingNote = 'e2e-L';
export const landingVariantDir = path.join(repoRoot, 'e2e', '.run', 'release-variants', 'landing-e2e-L');
/** A copy of this checkout with the games team's voucher page, mf-games built in it (remote-routes.spec.ts). */
export const voucherTree = path.join(repoRoot, 'e2e', '.run', 'remote-routes', 'tree');

/** The games team's change: one page more, its route, its place in the page map. */
function addVoucherPage(): void {
  const edit = (file: string, from: string, to: string) => {
    const full = path.join(voucherTree, file);
    const text = fs.readFileSync(full, 'utf8');
    if (!text.includes(from)) throw new Error(`${file} no longer has ${from}: update this test's change`);
    fs.writeFileSync(full, text.replace(from, to));
  };
  edit('shared/src/route-pages.ts', "mf_games: ['playgame',", "mf_games: ['voucher', 'playgame',");
  edit('shared/src/routes.ts', "  playgame: games('/playgame',", "  voucher: games('/Voucher', 'voucher', 'บัตรกำนัล'),\n  playgame: games('/playgame',");
  edit(
    'mf-games/src/lifecycles.tsx',
    '  playgame: () =>',
    '  voucher: () => import(/* webpackChunkName: "page-voucher" */ \'./pages/VoucherPage\'),\n  playgame: () =>',
  );
  fs.writeFileSync(
    path.join(voucherTree, 'mf-games/src/pages/VoucherPage.tsx'),
    `export default function VoucherPage() {
  return (
    <section className="ms-page">
      <h1 className="ms-title">บัตรกำนัล</h1>
      <p>แลกบัตรกำนัลเป็นเครดิตได้ที่นี่</p>
    </section>
  );
}
`,
  );
}

/** What each spec builds, by its file name. */
const preparations: Record<string, () => Promise<unknown> | void> = {
  'release.spec.ts': async () => {
    // One after another: webpack's cache makes the second and third a few seconds each.
    for (const note of walletVariants) await buildVariant('mf-wallet', walletVariantDir(note), note);
  },
  'release-landing.spec.ts': () => buildVariant('mf-landing', landingVariantDir, landingNote),
  'remote-routes.spec.ts': async () => {
    copyWorkingTree(voucherTree);
    addVoucherPage();
    await installAndBuild(voucherTree, ['mf-games']);
  },
  // Built once per commit and machine (about a minute on 2 cores), then kept in the machine's cache.
  'version-skew.spec.ts': () => previousReleaseBuilds(previousRelease().commit),
};

const prepared = (): string[] => (process.env.E2E_PREPARED ?? '').split(',').filter(Boolean);

/** Makes `spec`'s builds unless this run's setup made them. */
export async function prepare(spec: keyof typeof preparations | string): Promise<void> {
  if (prepared().includes(spec)) return;
  await preparations[spec]?.();
  process.env.E2E_PREPARED = [...prepared(), spec].join(',');
}

/**
 * The global setup's part: every spec's builds that this run selects. A run's file filters are
 * the runner's arguments that are not options (Playwright matches them as regular expressions
 * against each file's path); no filter selects every spec. An argument it cannot tell from an
 * option's value only makes it prepare less.
 */
export async function prepareSelected(argv: string[] = process.argv): Promise<void> {
  const args = argv.slice(argv.indexOf('test') + 1);
  const filters = args.filter((arg, i) => !arg.startsWith('-') && !/^-[^=]*$/.test(args[i - 1] ?? ''));
  const matches = (spec: string) =>
    filters.length === 0 ||
    filters.some((filter) => {
      const file = path.join(repoRoot, 'e2e', 'tests', spec);
      try {
        return new RegExp(filter).test(file);
      } catch {
        return file.includes(filter);
      }
    });
  const selected = Object.keys(preparations).filter((spec) => fs.existsSync(path.join(repoRoot, 'e2e', 'tests', spec)) && matches(spec));
  const started = Date.now();
  // One spec's builds per core at once: a webpack build keeps about one core busy, and no two
  // specs build the same app in the same folder (nor share a webpack cache).
  const queue = [...selected];
  const worker = async () => {
    for (let spec = queue.shift(); spec; spec = queue.shift()) await prepare(spec);
  };
  await Promise.all(Array.from({ length: os.availableParallelism() }, worker));
  console.log(`[e2e] builds for ${selected.join(', ') || 'no spec'} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

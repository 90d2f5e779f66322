import fs from 'node:fs';
import { bumped, contractFile, hostSurface, recordedContract, surfaceChange } from './host-surface.cjs';

// The host contract (ADR 0054): shared/host-contract.json records the version of what the shell
// gives a member remote and the surface it was recorded from. A change of the surface without
// its version fails here; `npm run host-contract` records the surface and bumps the version
// (minor for additions, major for removals and changes).

const update = process.env.UPDATE_HOST_CONTRACT === '1';

describe('the host contract (shared/host-contract.json)', () => {
  test('is the surface of the sources, at the version their changes ask for', () => {
    const recorded = recordedContract();
    const surface = hostSurface();
    const change = surfaceChange(recorded.surface, surface);
    if (update && change.bump !== 'none') {
      const version = bumped(recorded.version, change.bump);
      fs.writeFileSync(contractFile, `${JSON.stringify({ ...recorded, version, surface }, null, 2)}\n`);
      console.log(`host contract ${recorded.name}: ${recorded.version} -> ${version} (${change.bump})`);
      return;
    }
    const told = [
      ...change.added.map((key) => `  added: ${key}`),
      ...change.removed.map((key) => `  removed: ${key}`),
      ...change.changed.map((key) => `  changed: ${key}: ${recorded.surface[key]} -> ${surface[key]}`),
    ];
    if (told.length) {
      throw new Error(
        `The host contract changed without its version (${recorded.version}; this change asks for ${bumped(recorded.version, change.bump)}, a ${change.bump} release):\n` +
          `${told.join('\n')}\nRun \`npm run host-contract\` to record it, and say in the commit what older remotes or shells it refuses.`,
      );
    }
    expect(change.bump).toBe('none');
  });

  test('a command removed from the session asks for a major version; a command added, a minor one', () => {
    const source = fs.readFileSync('shared/src/remote/session-bus.ts', 'utf8');
    const file = 'shared/src/remote/session-bus.ts';
    const before = hostSurface();
    const removed = source.replace(/^ {2}showCredit\(credit: string, bonusWallet\?: string\): void;$/m, '');
    expect(removed).not.toBe(source);
    const withoutShowCredit = surfaceChange(before, hostSurface({ overrides: { [file]: removed } }));
    expect(withoutShowCredit).toMatchObject({ bump: 'major', removed: ['props.session.showCredit'] });

    const added = source.replace('  expireSession(): void;', '  expireSession(): void;\n  showNotice(text: string): void;');
    expect(surfaceChange(before, hostSurface({ overrides: { [file]: added } }))).toMatchObject({ bump: 'minor', added: ['props.session.showNotice'] });

    const changed = source.replace('showCredit(credit: string, bonusWallet?: string): void;', 'showCredit(credit: number): void;');
    expect(surfaceChange(before, hostSurface({ overrides: { [file]: changed } }))).toMatchObject({ bump: 'major', changed: ['props.session.showCredit'] });
  });

  test('a capability name more is a minor change; one less, or another type, a major one', () => {
    expect(surfaceChange({ a: ': readonly ("x" | "y")[] | null' }, { a: ': readonly ("x" | "y" | "z")[] | null' }).bump).toBe('minor');
    expect(surfaceChange({ a: ': readonly ("x" | "y")[] | null' }, { a: ': readonly ("x")[] | null' }).bump).toBe('major');
    expect(surfaceChange({ a: ': "x" | "y"' }, { a: ': string | "x" | "y"' }).bump).toBe('major');
  });

  test('versions move as semver does', () => {
    expect(bumped('1.4.2', 'minor')).toBe('1.5.0');
    expect(bumped('1.4.2', 'major')).toBe('2.0.0');
    expect(bumped('1.4.2', 'none')).toBe('1.4.2');
  });
});

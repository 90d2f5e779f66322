// The host contract's surface (ADR 0054): what the shell gives a member remote at run time, read
// from the sources by TypeScript's checker, as flat lines a change can be compared by:
//   props.session.showCredit  →  "(credit: string, bonusWallet?: string) => void"
// `RemoteProps` (shared/src/remote/props.ts) is walked into every object type declared in
// shared/src (the session's values and commands, the navigator with its guards, the API client,
// the runtime configuration), to a fixed depth; types of other packages (react-router's Location)
// are lines of their own, not walked. Routes are not in it: each remote publishes its own (ADR 0057).
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const repoRoot = path.resolve(__dirname, '..', '..');

/** The file and type a remote's props are declared by. */
const surfaceSources = {
  props: 'shared/src/remote/props.ts',
};

/** How deep object types are walked below RemoteProps (props.session.profile.* is depth 3). */
const maxDepth = 4;

/**
 * A program over the surface's sources; `overrides` replaces files' text (repo-relative paths),
 * as a test does to prove a change is seen.
 * @param {Record<string, string>} overrides
 */
function program(overrides) {
  const configFile = path.join(repoRoot, 'shared/tsconfig.json');
  const parsed = ts.parseJsonConfigFileContent(ts.readConfigFile(configFile, ts.sys.readFile).config, ts.sys, path.dirname(configFile));
  const options = { ...parsed.options, noEmit: true, composite: false, incremental: false, types: [] };
  const host = ts.createCompilerHost(options, true);
  const replaced = new Map(Object.entries(overrides).map(([file, text]) => [path.join(repoRoot, file), text]));
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => replaced.get(path.resolve(file)) ?? readFile(file);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, onError, fresh) => {
    const text = replaced.get(path.resolve(file));
    return text === undefined ? getSourceFile(file, language, onError, fresh) : ts.createSourceFile(file, text, language, true);
  };
  const roots = Object.values(surfaceSources).map((file) => path.join(repoRoot, file));
  return ts.createProgram(roots, options, host);
}

/**
 * The exported symbol `name` of a source file.
 * @param {ts.TypeChecker} checker
 * @param {ts.SourceFile | undefined} file
 * @param {string} name
 */
function exported(checker, file, name) {
  const module = file && checker.getSymbolAtLocation(file);
  const symbol = module && checker.getExportsOfModule(module).find((s) => s.name === name);
  if (!symbol) throw new Error(`[tools] host contract: ${name} is not exported by ${file?.fileName ?? 'its file'}`);
  return symbol;
}

/**
 * Whether a property's type is walked: an object type declared in shared/src, not a function.
 * @param {ts.TypeChecker} checker
 * @param {ts.Type} type
 */
function walked(checker, type) {
  const value = checker.getNonNullableType(type);
  if (!(value.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) || value.getCallSignatures().length > 0 || checker.isArrayType(value)) return false;
  const declarations = (value.aliasSymbol ?? value.getSymbol())?.declarations ?? [];
  const shared = path.join(repoRoot, 'shared/src') + path.sep;
  return declarations.length > 0 && declarations.every((d) => d.getSourceFile().fileName.startsWith(shared));
}

/**
 * The contract's lines from the sources (with `overrides`: from those texts instead).
 * @param {{ overrides?: Record<string, string> }} [options]
 * @returns {Record<string, string>}
 */
function hostSurface({ overrides = {} } = {}) {
  const built = program(overrides);
  const checker = built.getTypeChecker();
  /** @type {Record<string, string>} */
  const lines = {};
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;
  /**
   * @param {ts.Type} type
   * @param {string} prefix
   * @param {number} depth
   * @param {Set<ts.Type>} above the types being walked (a cycle is written once)
   */
  const walk = (type, prefix, depth, above) => {
    for (const property of checker.getPropertiesOfType(checker.getNonNullableType(type))) {
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      if (!declaration) continue;
      // Private and protected members are the class's own, not what a remote may call.
      if (ts.getCombinedModifierFlags(declaration) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected) || property.name.startsWith('#')) continue;
      const propertyType = checker.getTypeOfSymbolAtLocation(property, declaration);
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
      const key = `${prefix}.${property.name}`;
      lines[key] = `${optional}: ${checker.typeToString(propertyType, undefined, flags)}`;
      if (depth >= maxDepth) continue;
      // What a getter gives (a session value's getValue(): the profile) is walked as `key()`.
      const getter = checker
        .getNonNullableType(propertyType)
        .getCallSignatures()
        .find((s) => s.parameters.length === 0);
      const [inner, at] = getter ? [checker.getReturnTypeOfSignature(getter), `${key}()`] : [propertyType, key];
      if (walked(checker, inner) && !above.has(inner)) walk(inner, at, depth + 1, new Set([...above, inner]));
    }
  };
  const props = exported(checker, built.getSourceFile(path.join(repoRoot, surfaceSources.props)), 'RemoteProps');
  const propsType = checker.getDeclaredTypeOfSymbol(props);
  walk(propsType, 'props', 1, new Set([propsType]));

  return Object.fromEntries(Object.entries(lines).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * What a change of the surface asks of the version: none, minor (only new lines: old remotes
 * still find all they use) or major (a line removed or changed: a remote built before may call
 * what is no longer there, or differently).
 * @param {Record<string, string>} before
 * @param {Record<string, string>} after
 */
function surfaceChange(before, after) {
  const added = Object.keys(after).filter((key) => !(key in before));
  const removed = Object.keys(before).filter((key) => !(key in after));
  const differ = Object.keys(after).filter((key) => key in before && before[key] !== after[key]);
  const widened = differ.filter((key) => widens(before[key] ?? '', after[key] ?? ''));
  const changed = differ.filter((key) => !widened.includes(key));
  /** @type {'none' | 'minor' | 'major'} */
  const bump = removed.length || changed.length ? 'major' : added.length || widened.length ? 'minor' : 'none';
  return { bump, added: [...added, ...widened], removed, changed };
}

/**
 * A line whose only change is more string literals in a union (a capability name more): what the
 * shell gives may now hold a value an older remote does not know, which it passes over.
 * @param {string} before
 * @param {string} after
 */
function widens(before, after) {
  const literals = /"(?:[^"\\]|\\.)*"/g;
  /** @param {string} text */
  const set = (text) => new Set(text.match(literals) ?? []);
  /** @param {string} text */
  const shape = (text) =>
    text
      .replace(/\s*\|\s*/g, '|')
      .replace(literals, '""')
      .replace(/(""\|)+""/g, '""');
  const old = set(before);
  return shape(before) === shape(after) && [...old].every((literal) => set(after).has(literal)) && set(after).size > old.size;
}

/**
 * The version after a bump: 1.4.2 → minor 1.5.0, major 2.0.0.
 * @param {string} version
 * @param {'none' | 'minor' | 'major'} bump
 */
function bumped(version, bump) {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
  return bump === 'major' ? `${major + 1}.0.0` : bump === 'minor' ? `${major}.${minor + 1}.0` : `${major}.${minor}.${patch}`;
}

/** The recorded contract (shared/host-contract.json): its name, version and surface. */
const contractFile = path.join(repoRoot, 'shared/host-contract.json');

/** @returns {{ name: string, version: string, surface: Record<string, string> }} */
function recordedContract() {
  return JSON.parse(fs.readFileSync(contractFile, 'utf8'));
}

module.exports = { bumped, contractFile, hostSurface, recordedContract, surfaceChange, surfaceSources };

// Just enough semver for the release check: does the shell's shared version satisfy a remote's
// requiredVersion? Ranges as npm and Module Federation write them: `^1.2.3`, `~1.2.3`, `1.2.3`,
// `>=1.2.3 <2`, `1.x`, `*`, and alternatives joined by `||`. Pre-release tags are ignored.

/** @typedef {[number, number, number]} Version major, minor, patch */
/** @typedef {[number | null, number | null, number | null]} Parts a version or range bound; missing or wildcard parts are null */

/**
 * "19.3.1" → [19, 3, 1]; missing or wildcard parts are null.
 * @param {string} text
 * @returns {Parts | null}
 */
function parts(text) {
  const match = /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-[\w.]+)?$/.exec(text.trim());
  if (!match) return null;
  /** @param {string | undefined} p */
  const part = (p) => (p === undefined || /^[xX*]$/.test(p) ? null : Number(p));
  return [part(match[1]), part(match[2]), part(match[3])];
}

/**
 * Negative, zero or positive as `a` is below, equal to or above `b`.
 * @param {Version} a
 * @param {Version} b
 */
function compare(a, b) {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * @param {Parts} p
 * @returns {Version}
 */
const filled = (p) => [p[0] ?? 0, p[1] ?? 0, p[2] ?? 0];

/**
 * One comparator set (space-separated, all must hold) as a list of [op, version] tests.
 * @param {string} set
 */
function comparators(set) {
  /** @type {Array<[string, Version]>} */
  const tests = [];
  for (const token of set.trim().split(/\s+/).filter(Boolean)) {
    const match = /^(\^|~|>=|<=|>|<|=)?(.*)$/.exec(token);
    const op = match?.[1] ?? '';
    const p = parts(match?.[2] ?? '');
    if (!p) return null;
    if (p[0] === null) continue; // *: anything
    const low = filled(p);
    if (op === '^') {
      // ^1.2.3 < 2.0.0; ^0.2.3 < 0.3.0; ^0.0.3 < 0.0.4
      /** @type {Version} */
      const high = low[0] > 0 || p[1] === null ? [low[0] + 1, 0, 0] : low[1] > 0 || p[2] === null ? [0, low[1] + 1, 0] : [0, 0, low[2] + 1];
      tests.push(['>=', low], ['<', high]);
    } else if (op === '~') {
      tests.push(['>=', low], ['<', p[1] === null ? [low[0] + 1, 0, 0] : [low[0], low[1] + 1, 0]]);
    } else if (op === '' || op === '=') {
      // 1.2.3 exactly; 1.2 / 1.x: any patch / minor of it
      if (p[1] === null) tests.push(['>=', low], ['<', [low[0] + 1, 0, 0]]);
      else if (p[2] === null) tests.push(['>=', low], ['<', [low[0], low[1] + 1, 0]]);
      else tests.push(['=', low]);
    } else {
      tests.push([op, low]);
    }
  }
  return tests;
}

/**
 * True when `version` (e.g. "19.3.1") lies in `range`; an unreadable range or version is false.
 * @param {string} version
 * @param {string} range
 */
export function satisfies(version, range) {
  const p = parts(version);
  if (!p || p.includes(null)) return false;
  // Every part is there.
  const v = filled(p);
  return range.split('||').some((set) => {
    const tests = comparators(set);
    if (!tests) return false;
    return tests.every(([op, bound]) => {
      const c = compare(v, bound);
      return op === '>=' ? c >= 0 : op === '<=' ? c <= 0 : op === '>' ? c > 0 : op === '<' ? c < 0 : c === 0;
    });
  });
}

/**
 * The major number of a version, or null.
 * @param {string} version
 */
export function majorOf(version) {
  return parts(version)?.[0] ?? null;
}

/** How long a host waits for one of its runtime files (config.json, remotes.json) before it starts with its defaults. */
const runtimeFileTimeoutMs = 5_000;

/**
 * A host's runtime file from its own origin, revalidated (they change in place at a release), as
 * JSON; rejects on a failed answer, a timeout or a body that is not JSON. Each host reads what it
 * needs from it liberally.
 */
export async function fetchRuntimeFile(path: string): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), runtimeFileTimeoutMs);
  try {
    const response = await fetch(path, { cache: 'no-cache', signal: controller.signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return await response.json();
  } finally {
    clearTimeout(timer);
  }
}

import type { RemoteSource } from '../contract/runtime-config';
import { AppError } from '../errors';
import { hostApp } from './registry';

/** The SRI form of some bytes' SHA-384 digest: `sha384-<base64>`, as the release tool records it. */
export async function sriOf(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
  return `sha384-${btoa(String.fromCharCode(...digest))}`;
}

/**
 * SRI of each file of the checked manifests, by absolute URL: the remote's build lists the hash of
 * every chunk and stylesheet in its manifest (tools/webpack/subresource-integrity.cjs), and a list
 * is believed only from a manifest whose bytes matched the registry.
 */
const fileIntegrity = new Map<string, string>();

/** The recorded SRI of a remote file, when a checked manifest listed it. */
export function integrityOfFile(url: string): string | undefined {
  return fileIntegrity.get(url);
}

function rememberFiles(bytes: ArrayBuffer, manifestUrl: string): void {
  let listed: unknown;
  try {
    listed = (JSON.parse(new TextDecoder().decode(bytes)) as { integrity?: unknown }).integrity;
  } catch {
    return; // Not JSON: the runtime reports the manifest as the malformed answer it is.
  }
  if (typeof listed !== 'object' || listed === null) return;
  for (const [file, hash] of Object.entries(listed)) {
    if (typeof hash === 'string' && /^sha384-[A-Za-z0-9+/]{64}$/.test(hash)) fileIntegrity.set(new URL(file, manifestUrl).href, hash);
  }
}

/**
 * The manifest answer, passed on only when its exact bytes hash to what the registry recorded
 * for this version; otherwise the load fails (E40) and the remote's area falls back.
 * A failed HTTP answer is passed on as it is: the runtime reports it as the failed load it is.
 * The hashes it lists for the version's files are kept for the tags the runtime adds.
 */
export async function checkedManifest(response: Response, source: RemoteSource, name: string): Promise<Response> {
  const expected = source.integrity?.manifest;
  if (!expected || !response.ok) return response;
  const bytes = await response.arrayBuffer();
  if ((await sriOf(bytes)) !== expected) {
    const error = new AppError(hostApp, 'E40', `${name} ${source.version ?? ''} mf-manifest.json does not match the registry's integrity; it is not used`);
    console.error(error.message);
    throw error;
  }
  rememberFiles(bytes, source.entry);
  return new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
}

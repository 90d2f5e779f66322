import { AppError, type RemoteSource } from '@member-site/shared';

/** The SRI form of some bytes' SHA-384 digest: `sha384-<base64>`, as the release tool records it. */
export async function sriOf(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
  return `sha384-${btoa(String.fromCharCode(...digest))}`;
}

/**
 * The manifest answer, passed on only when its exact bytes hash to what the registry recorded
 * for this version; otherwise the load fails ([shell] E40) and the remote's area falls back.
 * A failed HTTP answer is passed on as it is: the runtime reports it as the failed load it is.
 */
export async function checkedManifest(response: Response, source: RemoteSource, name: string): Promise<Response> {
  const expected = source.integrity?.manifest;
  if (!expected || !response.ok) return response;
  const bytes = await response.arrayBuffer();
  if ((await sriOf(bytes)) !== expected) {
    const error = new AppError('shell', 'E40', `${name} ${source.version ?? ''} mf-manifest.json does not match the registry's integrity; it is not used`);
    console.error(error.message);
    throw error;
  }
  return new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
}

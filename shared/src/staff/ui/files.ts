// Files a staff member picks (a bank's CSV, a logo), read in the browser: nothing is uploaded as
// a file, the page sends what it read inside the API's JSON.

/** The file's bytes (FileReader where Blob.arrayBuffer is missing: older browsers, jsdom). */
export function readFileBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * A text file as text: UTF-8 first (a byte-order mark dropped); if that finds bytes UTF-8 cannot
 * be, the Thai Windows code page (windows-874, TIS-620's superset) that Thai banks' exports use.
 */
export function decodeText(bytes: ArrayBuffer): string {
  const utf8 = new TextDecoder('utf-8').decode(bytes);
  if (!utf8.includes('\uFFFD')) return utf8;
  try {
    return new TextDecoder('windows-874').decode(bytes);
  } catch {
    // A browser without the Thai code page: the UTF-8 reading, replacement characters and all.
    return utf8;
  }
}

export async function readTextFile(file: Blob): Promise<string> {
  return decodeText(await readFileBytes(file));
}

/** Bytes as base64 (no data: prefix), in chunks so a large file does not overflow the call stack. */
export function toBase64(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  let binary = '';
  for (let start = 0; start < view.length; start += 0x8000) {
    binary += String.fromCharCode(...view.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/**
 * Offers text as a download (a CSV export): a Blob behind an <a download>, clicked and released.
 * A UTF-8 byte-order mark goes first so that a spreadsheet reads the Thai as Thai.
 */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const body = text.startsWith('\uFEFF') ? text : `\uFEFF${text}`;
  const blob = new Blob([body], { type });
  const canObject = typeof URL.createObjectURL === 'function';
  const href = canObject ? URL.createObjectURL(blob) : `data:${type},${encodeURIComponent(body)}`;
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    if (canObject) setTimeout(() => URL.revokeObjectURL(href), 0);
  }
}

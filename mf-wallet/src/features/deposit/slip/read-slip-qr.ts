// Reads a slip's QR code here, in the browser: the image never leaves the page, only what the QR
// says goes to the API. createImageBitmap needs no object or data URL, so the shell's CSP
// (img-src without blob:) is enough; jsQR is plain code (no eval) and loads as its own chunk,
// only when a member reads a slip.

/** Slips from a phone are large; QR codes stay readable at this size and jsQR stays quick. */
const maxSide = 1600;

interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

function pixelsOf(image: ImageBitmap): Pixels {
  const scale = Math.min(1, maxSide / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas =
    typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(width, height) : Object.assign(document.createElement('canvas'), { width, height });
  const context = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) throw new Error('no 2d canvas');
  // White under a transparent PNG: jsQR reads dark modules on a light background.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return { data: context.getImageData(0, 0, width, height).data, width, height };
}

/**
 * The text of the slip image's QR code; null when the image has none. Rejects when the file is
 * not an image the browser can decode or jsQR's chunk does not load ([mf-wallet] E5 at the caller).
 */
export async function readSlipQr(file: Blob): Promise<string | null> {
  const [{ default: jsQR }, image] = await Promise.all([import(/* webpackChunkName: "jsqr" */ 'jsqr'), createImageBitmap(file)]);
  try {
    const { data, width, height } = pixelsOf(image);
    const code = jsQR(data, width, height, { inversionAttempts: 'attemptBoth' });
    const text = code?.data.trim() ?? '';
    return text === '' ? null : text;
  } finally {
    image.close();
  }
}

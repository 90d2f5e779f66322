import { createHash } from 'node:crypto';
import { apiErrorCodes, siteImageMaxBytes, type siteImageTypes } from '@member-site/shared/contract';
import { sql } from 'kysely';
import { one, run, type Db } from '../base/db';
import { ApiHttpError } from '../base/errors';

// The logo and favicon an admin uploads (issue 35): only PNG, JPEG, WebP or ICO whose bytes say
// so (never SVG, which can carry script), at most 256 KB, stored under the SHA-256 of the bytes
// (a new image is a new URL, so it can be cached for ever) and served as stored.

export type SiteImageType = (typeof siteImageTypes)[number];
export type SiteImageKind = 'logo' | 'favicon';

export const siteImageExtensions: Record<SiteImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/x-icon': 'ico',
};

export const siteImageMessages = {
  empty: 'ไฟล์รูปภาพว่างเปล่า',
  tooLarge: `รูปภาพต้องมีขนาดไม่เกิน ${siteImageMaxBytes / 1024} KB`,
  svg: 'ไม่รับไฟล์ SVG กรุณาใช้รูปภาพแบบ PNG, JPEG, WebP หรือ ICO',
  mismatch: 'ไฟล์นี้ไม่ใช่รูปภาพชนิดที่ระบุ กรุณาใช้รูปภาพแบบ PNG, JPEG, WebP หรือ ICO',
} as const;

const refuse = (message: string): ApiHttpError => new ApiHttpError(400, apiErrorCodes.badRequest, message);

const startsWith = (bytes: Buffer, prefix: readonly number[], at = 0): boolean => prefix.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** Each type's magic bytes: what the file's first bytes must be. */
const magic: Record<SiteImageType, (bytes: Buffer) => boolean> = {
  'image/png': (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  'image/webp': (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8),
  'image/x-icon': (b) => startsWith(b, [0x00, 0x00, 0x01, 0x00]),
};

/** Markup (an SVG, or HTML dressed as one): refused with its own reason. */
function looksLikeMarkup(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return head.startsWith('<') || head.includes('<svg');
}

/** The uploaded base64 as bytes whose type is the declared one; a Thai 400 otherwise. */
export function checkedImage(contentType: SiteImageType, base64: string): Buffer {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw refuse(siteImageMessages.empty);
  if (bytes.length > siteImageMaxBytes) throw refuse(siteImageMessages.tooLarge);
  if (looksLikeMarkup(bytes)) throw refuse(siteImageMessages.svg);
  if (!magic[contentType](bytes)) throw refuse(siteImageMessages.mismatch);
  return bytes;
}

export interface SiteImageRow {
  id: string;
  kind: SiteImageKind;
  content_type: SiteImageType;
  bytes: Buffer;
  created_at: number;
}

/** Where the API serves an uploaded image. */
export const siteImageRoute = '/api/v1/assets/site/:file';

export const siteImagePath = (id: string, contentType: SiteImageType): string => `/api/v1/assets/site/${id}.${siteImageExtensions[contentType]}`;

/** Stores the image (the same bytes again: the same row) and answers its id and path. */
export async function storeSiteImage(
  db: Db,
  kind: SiteImageKind,
  contentType: SiteImageType,
  bytes: Buffer,
  nowSeconds: number,
): Promise<{ id: string; path: string }> {
  const id = createHash('sha256').update(bytes).digest('hex');
  await run(
    db,
    sql`INSERT INTO site_images (id, kind, content_type, bytes, created_at) VALUES (${id}, ${kind}, ${contentType}, ${bytes}, ${nowSeconds})
        ON CONFLICT DO NOTHING`,
  );
  return { id, path: siteImagePath(id, contentType) };
}

const fileNamePattern = /^([0-9a-f]{64})\.(png|jpg|webp|ico)$/;

/** The image a served file name (`<sha256>.<ext>`) names, when its extension is its type's. */
export async function siteImageByFile(db: Db, file: string): Promise<SiteImageRow | undefined> {
  const [, id, ext] = fileNamePattern.exec(file) ?? [];
  if (!id) return undefined;
  const row = await one<SiteImageRow>(db, sql`SELECT * FROM site_images WHERE id = ${id}`);
  return row && siteImageExtensions[row.content_type] === ext ? row : undefined;
}

/** The served image's headers: its stored type, cached for ever, never sniffed or run, shown from any origin. */
export function siteImageHeaders(row: SiteImageRow): Record<string, string> {
  return {
    'content-type': row.content_type,
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cross-origin-resource-policy': 'cross-origin',
    'content-disposition': `inline; filename="${row.kind}.${siteImageExtensions[row.content_type]}"`,
  };
}

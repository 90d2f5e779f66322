import { createHash } from 'node:crypto';
import { backOfficeTest } from '../app/testing/back-office';
import { readConfig } from '../app/config';
import { sql } from 'kysely';
import { one } from '../base/db';
import { approvalThresholdSatang } from './settings';

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR tiny test image')]);
const ico = Buffer.concat([Buffer.from([0x00, 0x00, 0x01, 0x00, 0x01, 0x00]), Buffer.alloc(40, 7)]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x20, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(20, 1)]);
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>');
const b64 = (bytes: Buffer): string => bytes.toString('base64');

describe('site settings (settings)', () => {
  it('reads and updates title, contact links, register mode, affiliate and the threshold; members read them at once', async () => {
    const t = backOfficeTest({ approvalThresholdSatang: 2_500_000 });
    const admin = await t.staff('admin1', ['admin']);
    expect((await admin.get('/api/staff/site')).json()).toEqual({
      title: 'สยามเบท',
      logo: 'http://127.0.0.1:4000/api/v1/assets/logo.svg',
      favicon: 'http://127.0.0.1:4000/api/v1/assets/favicon.svg',
      contactUrl: 'https://line.me/R/ti/p/@siambet',
      contactUrl2: 'https://line.me/R/ti/p/@siambet24',
      registerMode: '2',
      affiliateEnabled: true,
      affiliateCommission: '0.50',
      approvalThreshold: '25000.00',
    });

    const updated = await admin.post('/api/staff/site', {
      title: '  เว็บใหม่ ',
      contactUrl: 'line://ti/p/@newsite',
      contactUrl2: '',
      registerMode: '4',
      affiliateEnabled: false,
      affiliateCommission: '1.25',
      approvalThreshold: '20000.50',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      title: 'เว็บใหม่',
      contactUrl: 'line://ti/p/@newsite',
      contactUrl2: null,
      registerMode: '4',
      affiliateEnabled: false,
      affiliateCommission: '1.25',
      approvalThreshold: '20000.50',
    });
    expect(await approvalThresholdSatang(t.db)).toBe(2_000_050);

    // What the member site reads for its first paint, right after.
    expect((await t.app.inject({ url: '/api/v1/theme' })).json()).toMatchObject({ data: [{ title: 'เว็บใหม่' }] });
    expect((await t.app.inject({ url: '/api/v1/contactus' })).json()).toEqual({ url: 'line://ti/p/@newsite', url2: null });
    expect((await t.app.inject({ url: '/api/v1/website' })).json()).toMatchObject({ registerMode: '4', affiliateEnabled: false });
    expect(await one(t.db, sql`SELECT value FROM settings WHERE key = 'affiliate_commission_bp'`)).toEqual({ value: '125' });

    const rows = (await t.auditRows()).filter((row) => row.action === 'site.update');
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]?.before_json ?? '')).toEqual({
      title: 'สยามเบท',
      contactUrl: 'https://line.me/R/ti/p/@siambet',
      contactUrl2: 'https://line.me/R/ti/p/@siambet24',
      registerMode: '2',
      affiliateEnabled: true,
      affiliateCommission: '0.50',
      approvalThreshold: '25000.00',
    });
    // A field sent unchanged is not a change.
    await admin.post('/api/staff/site', { registerMode: '4' });
    expect((await t.auditRows()).filter((row) => row.action === 'site.update')).toHaveLength(1);
    await admin.post('/api/staff/site', { contactUrl2: 'https://line.me/R/ti/p/@backup' });
    expect(JSON.parse((await t.auditRows()).at(-1)?.after_json ?? '')).toEqual({ contactUrl2: 'https://line.me/R/ti/p/@backup' });
  });

  it('refuses links that are neither https nor line://, a commission over 100 % or with 3 decimals, a zero threshold, an empty title', async () => {
    const t = backOfficeTest();
    const admin = await t.staff('admin1', ['admin']);
    for (const body of [
      { contactUrl: 'javascript:alert(1)' },
      { contactUrl: 'http://line.me/x' },
      { contactUrl2: 'data:text/html,x' },
      { affiliateCommission: '100.01' },
      { affiliateCommission: '0.125' },
      { approvalThreshold: '0' },
      { title: '   ' },
      { registerMode: '5' },
      { somethingElse: true },
    ]) {
      const answer = await admin.post('/api/staff/site', body);
      expect({ body, status: answer.statusCode }).toEqual({ body, status: 400 });
      expect((answer.json() as { message: string }).message).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect((await admin.post('/api/staff/site', { affiliateCommission: '100' })).json()).toMatchObject({ affiliateCommission: '100.00' });
    expect((await admin.post('/api/staff/site', { affiliateCommission: '0' })).json()).toMatchObject({ affiliateCommission: '0.00' });
    expect((await t.auditRows()).filter((row) => row.action === 'site.update')).toHaveLength(2);
  });

  it('reads API_STAFF_APPROVAL_THRESHOLD in baht (10,000.00 unset)', () => {
    expect(readConfig({}, '/tmp/api').approvalThresholdSatang).toBe(1_000_000);
    expect(readConfig({ API_STAFF_APPROVAL_THRESHOLD: '5000.50' }, '/tmp/api').approvalThresholdSatang).toBe(500_050);
    expect(() => readConfig({ API_STAFF_APPROVAL_THRESHOLD: '-1' }, '/tmp/api')).toThrow(/API_STAFF_APPROVAL_THRESHOLD/);
  });
});

describe('site images (settings)', () => {
  it('stores a checked logo by its hash, points the theme at it and serves it with safe headers', async () => {
    const t = backOfficeTest();
    const admin = await t.staff('admin1', ['admin']);
    const answer = await admin.post('/api/staff/site/image', { kind: 'logo', contentType: 'image/png', data: b64(png) });
    expect(answer.statusCode).toBe(200);
    const id = createHash('sha256').update(png).digest('hex');
    const path = `/api/v1/assets/site/${id}.png`;
    expect(answer.json()).toMatchObject({ logo: `http://127.0.0.1:4000${path}` });
    expect((await t.app.inject({ url: '/api/v1/theme' })).json()).toMatchObject({ data: [{ logo: `http://127.0.0.1:4000${path}` }] });

    const served = await t.app.inject({ url: path });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cross-origin-resource-policy': 'cross-origin',
      'content-disposition': 'inline; filename="logo.png"',
    });
    // Only its own name: another extension, another hash or a path are not found.
    for (const url of [`/api/v1/assets/site/${id}.jpg`, `/api/v1/assets/site/${'0'.repeat(64)}.png`, '/api/v1/assets/site/..%2Fsettings']) {
      expect((await t.app.inject({ url })).statusCode).toBe(404);
    }

    const favicon = await admin.post('/api/staff/site/image', { kind: 'favicon', contentType: 'image/x-icon', data: b64(ico) });
    expect(favicon.json()).toMatchObject({ favicon: expect.stringMatching(/\/api\/v1\/assets\/site\/[0-9a-f]{64}\.ico$/) });
    expect((await admin.post('/api/staff/site/image', { kind: 'logo', contentType: 'image/webp', data: b64(webp) })).statusCode).toBe(200);

    const rows = (await t.auditRows()).filter((row) => row.action === 'site.image');
    expect(rows.map((row) => row.target_id)).toEqual([id, expect.any(String), expect.any(String)]);
    expect(JSON.parse(rows[0]?.after_json ?? '')).toEqual({ logo: `http://127.0.0.1:4000${path}`, contentType: 'image/png', bytes: png.length });
    expect(JSON.parse(rows[0]?.before_json ?? '')).toEqual({ logo: 'http://127.0.0.1:4000/api/v1/assets/logo.svg' });
    expect(rows.map((row) => row.after_json).join()).not.toContain(b64(png));
  });

  it('refuses an SVG however it is declared, a PNG declared as JPEG, and 300 KB', async () => {
    const t = backOfficeTest();
    const admin = await t.staff('admin1', ['admin']);
    const upload = (contentType: string, data: string, kind = 'logo') => admin.post('/api/staff/site/image', { kind, contentType, data });

    const svgAsPng = await upload('image/png', b64(svg));
    expect(svgAsPng.statusCode).toBe(400);
    expect(svgAsPng.json()).toEqual({ code: 'BAD_REQUEST', message: 'ไม่รับไฟล์ SVG กรุณาใช้รูปภาพแบบ PNG, JPEG, WebP หรือ ICO' });
    expect((await upload('image/svg+xml', b64(svg))).statusCode).toBe(400);

    const mismatch = await upload('image/jpeg', b64(png));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ code: 'BAD_REQUEST', message: 'ไฟล์นี้ไม่ใช่รูปภาพชนิดที่ระบุ กรุณาใช้รูปภาพแบบ PNG, JPEG, WebP หรือ ICO' });

    const big = Buffer.concat([png, Buffer.alloc(300 * 1024)]);
    const tooBig = await upload('image/png', b64(big));
    // Refused before it is parsed: the body is over the route's limit (the schema's longest base64).
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ code: 'BAD_REQUEST', message: 'ข้อมูลไม่ถูกต้อง: ขนาดข้อมูลใหญ่เกินไป' });
    // Just over 256 KB still fits the body: the API's own check answers.
    const over = await upload('image/png', b64(Buffer.concat([png, Buffer.alloc(256 * 1024 - png.length + 1)])));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ code: 'BAD_REQUEST', message: 'รูปภาพต้องมีขนาดไม่เกิน 256 KB' });
    const exactly = await upload('image/png', b64(Buffer.concat([png, Buffer.alloc(256 * 1024 - png.length)])));
    expect(exactly.statusCode).toBe(200);

    expect(await one(t.db, sql`SELECT COUNT(*) AS n FROM site_images`)).toEqual({ n: 1 });
    expect((await t.auditRows()).filter((row) => row.action === 'site.image')).toHaveLength(1);
    // Other routes keep the small body limit.
    expect((await admin.post('/api/staff/site', { title: 'x'.repeat(20_000) })).statusCode).toBe(413);
  });
});

import { demoMember, viewbetMember } from '../member/demo';
import { backOfficeTest, type BackOfficeTest } from '../app/testing/back-office';
import { operatorKey } from '../app/testing/wallet';

async function ticket(t: BackOfficeTest, headers: Record<string, string>, message: string): Promise<string> {
  const answer = await t.app.inject({ method: 'POST', url: '/api/v1/account/tickets', headers, payload: { category: 'deposit', message } });
  return (answer.json() as { id: string }).id;
}

describe('support tickets (tickets)', () => {
  it('lists open ones first and oldest first, with the member and who replied; a reply is audited', async () => {
    const t = backOfficeTest();
    const demo = await t.memberHeaders();
    const viewbet = await t.memberHeaders(viewbetMember.username, viewbetMember.password);
    const older = await ticket(t, demo, 'ฝากแล้วยอดไม่เข้า');
    t.advance(60);
    const newer = await ticket(t, viewbet, 'ถอนเงินไม่ได้');
    t.advance(60);
    const answered = await ticket(t, demo, 'สอบถามโปรโมชั่น');
    const support = await t.staff('support1', ['support']);

    t.advance(60);
    const reply = await support.post(`/api/staff/tickets/${answered}/reply`, { message: 'โปรโมชั่นเปิดถึงสิ้นเดือนครับ' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      id: answered,
      member: { username: demoMember.username, username2: 'DEMO01' },
      status: 'answered',
      replies: [{ message: 'โปรโมชั่นเปิดถึงสิ้นเดือนครับ', by: 'support1' }],
    });

    const all = (await support.get('/api/staff/tickets')).json() as { data: { id: string; status: string; member: { username: string } }[] };
    expect(all.data.map((x) => [x.id, x.status])).toEqual([
      [older, 'open'],
      [newer, 'open'],
      [answered, 'answered'],
    ]);
    expect(all.data[1]?.member.username).toBe(viewbetMember.username);
    const open = (await support.get('/api/staff/tickets?status=open')).json() as { data: { id: string }[] };
    expect(open.data.map((x) => x.id)).toEqual([older, newer]);

    await support.post(`/api/staff/tickets/${older}/reply`, { message: 'ตรวจสอบแล้ว ยอดเข้าแล้วครับ', close: true });
    // The member sees the reply, without who wrote it.
    const mine = (await t.app.inject({ url: '/api/v1/account/tickets', headers: demo })).json() as {
      data: { id: string; status: string; replies: object[] }[];
    };
    expect(mine.data.find((x) => x.id === older)).toMatchObject({ status: 'closed', replies: [{ message: 'ตรวจสอบแล้ว ยอดเข้าแล้วครับ' }] });
    expect(JSON.stringify(mine)).not.toContain('support1');

    const rows = (await t.auditRows()).filter((row) => row.action === 'ticket.reply');
    expect(rows.map((row) => [row.actor, row.target_id, JSON.parse(row.before_json ?? ''), JSON.parse(row.after_json ?? '')])).toEqual([
      ['support1', answered, { status: 'open' }, { status: 'answered', message: 'โปรโมชั่นเปิดถึงสิ้นเดือนครับ' }],
      ['support1', older, { status: 'open' }, { status: 'closed', message: 'ตรวจสอบแล้ว ยอดเข้าแล้วครับ' }],
    ]);
    expect((await t.auditRows()).filter((row) => row.action === 'ticket.list')).toHaveLength(2);
    expect((await support.post('/api/staff/tickets/TKNOSUCH/reply', { message: 'x' })).statusCode).toBe(404);
  });
});

describe('announcements (announcements)', () => {
  it('writes drafts members never see, publishes and unpublishes them, each audited before and after', async () => {
    const t = backOfficeTest();
    const headers = await t.memberHeaders();
    const support = await t.staff('support1', ['support']);
    const unread = async () => ((await t.app.inject({ url: '/api/v1/account/announcements/unread', headers })).json() as { unread: number }).unread;
    const listed = async () =>
      ((await t.app.inject({ url: '/api/v1/account/announcements', headers })).json() as { data: { id: string }[] }).data.map((a) => a.id);
    const seeded = await unread();

    const draft = await support.post('/api/staff/announcements', { title: 'ปิดปรับปรุง', body: 'คืนนี้ 02:00', publish: false });
    expect(draft.statusCode).toBe(201);
    const { id } = draft.json() as { id: string };
    expect(draft.json()).toEqual({ id, title: 'ปิดปรับปรุง', body: 'คืนนี้ 02:00', status: 'draft', publishedAt: null, createdAt: '2026-11-27T03:00:00.000Z' });
    expect(await listed()).not.toContain(id);
    expect(await unread()).toBe(seeded);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/account/announcements/read', headers, payload: { id } })).statusCode).toBe(404);
    expect(((await support.get('/api/staff/announcements')).json() as { data: { id: string }[] }).data[0]?.id).toBe(id);

    t.advance(60);
    const published = await support.post(`/api/staff/announcements/${id}/publish`);
    expect(published.json()).toMatchObject({ status: 'published', publishedAt: '2026-11-27T03:01:00.000Z' });
    expect((await listed())[0]).toBe(id);
    expect(await unread()).toBe(seeded + 1);

    expect((await support.post(`/api/staff/announcements/${id}/unpublish`)).json()).toMatchObject({ status: 'draft', publishedAt: null });
    expect(await listed()).not.toContain(id);
    expect(await unread()).toBe(seeded);
    // Again: nothing changes, nothing more in the trail.
    await support.post(`/api/staff/announcements/${id}/unpublish`);

    const live = (await support.post('/api/staff/announcements', { title: 'โปรใหม่', body: 'ฝากแรกรับเพิ่ม', publish: true })).json() as {
      id: string;
      status: string;
    };
    expect(live.status).toBe('published');
    expect(await listed()).toContain(live.id);

    const rows = (await t.auditRows()).filter((row) => row.action.startsWith('announcement.'));
    expect(rows.map((row) => row.action)).toEqual(['announcement.create', 'announcement.publish', 'announcement.unpublish', 'announcement.create']);
    expect(JSON.parse(rows[1]?.before_json ?? '')).toMatchObject({ status: 'draft' });
    expect(JSON.parse(rows[1]?.after_json ?? '')).toMatchObject({ status: 'published' });
    expect((await support.post('/api/staff/announcements/ann-none/publish')).statusCode).toBe(404);
  });
});

describe('promotion codes (promotionCodes)', () => {
  it('creates codes, lists them with redemptions and the status a member meets, pauses (members then meet "unknown") and resumes', async () => {
    const t = backOfficeTest();
    const headers = await t.memberHeaders();
    const admin = await t.staff('admin1', ['admin']);
    const redeem = (code: string) => t.app.inject({ method: 'POST', url: '/api/v1/account/promotion-code', headers, payload: { code } });

    const created = await admin.post('/api/staff/promotion-codes', { code: 'newyear27', amount: '77.50', maxRedemptions: 1 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      code: 'NEWYEAR27',
      amount: '77.50',
      startsAt: '2026-11-27T03:00:00.000Z',
      endsAt: null,
      maxRedemptions: 1,
      rule: 'none',
      minDeposit: '0.00',
      redeemed: 0,
      status: 'active',
      createdAt: '2026-11-27T03:00:00.000Z',
    });
    expect((await admin.post('/api/staff/promotion-codes', { code: 'NEWYEAR27', amount: '1' })).statusCode).toBe(409);
    expect((await admin.post('/api/staff/promotion-codes', { code: 'LATER', amount: '10', startsAt: '2027-01-01T00:00:00+07:00' })).json()).toMatchObject({
      status: 'scheduled',
    });

    const paused = await admin.post('/api/staff/promotion-codes/newyear27/pause');
    expect(paused.json()).toMatchObject({ code: 'NEWYEAR27', status: 'paused' });
    const refused = await redeem('NEWYEAR27');
    expect(refused.statusCode).toBe(404);
    const unknown = await redeem('NOSUCHCODE');
    expect(refused.json()).toEqual(unknown.json());
    expect(refused.json()).toMatchObject({ code: 'PROMO_CODE_UNKNOWN' });

    expect((await admin.post('/api/staff/promotion-codes/NEWYEAR27/resume')).json()).toMatchObject({ status: 'active' });
    t.advance(30);
    expect((await redeem('NEWYEAR27')).statusCode).toBe(201);

    const list = (await admin.get('/api/staff/promotion-codes')).json() as { data: { code: string; redeemed: number; status: string }[] };
    const byCode = Object.fromEntries(list.data.map((c) => [c.code, c]));
    expect(byCode.NEWYEAR27).toMatchObject({ redeemed: 1, status: 'exhausted' });
    expect(byCode.SONGKRAN2026).toMatchObject({ status: 'expired' });
    expect(byCode.WELCOME50).toMatchObject({ status: 'active', redeemed: 0 });

    const redemptions = await admin.get('/api/staff/promotion-codes/NEWYEAR27/redemptions');
    expect(redemptions.json()).toEqual({
      data: [{ member: { username: demoMember.username, username2: 'DEMO01' }, amount: '77.50', redeemedAt: '2026-11-27T03:00:30.000Z' }],
    });
    expect((await admin.get('/api/staff/promotion-codes/NOPE99/redemptions')).statusCode).toBe(404);

    const rows = (await t.auditRows()).filter((row) => row.action.startsWith('promotion-code.'));
    expect(rows.map((row) => [row.action, row.actor, row.target_id])).toEqual([
      ['promotion-code.create', 'admin1', 'NEWYEAR27'],
      ['promotion-code.create', 'admin1', 'LATER'],
      ['promotion-code.pause', 'admin1', 'NEWYEAR27'],
      ['promotion-code.resume', 'admin1', 'NEWYEAR27'],
      ['promotion-code.redemptions', 'admin1', 'NEWYEAR27'],
    ]);
    expect(JSON.parse(rows[2]?.before_json ?? '')).toMatchObject({ status: 'active' });
    expect(JSON.parse(rows[2]?.after_json ?? '')).toMatchObject({ status: 'paused' });
  });
});

describe('the operator key (a machine caller)', () => {
  it('is audited as the system in the same transaction as its ticket reply and its new code', async () => {
    const t = backOfficeTest({ operatorKey });
    const headers = await t.memberHeaders();
    const id = await ticket(t, headers, 'ยอดไม่เข้า');
    const operator = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { 'x-operator-key': operatorKey }, payload });
    expect((await operator(`/api/operator/tickets/${id}/reply`, { message: 'รับเรื่องแล้ว' })).statusCode).toBe(200);
    expect((await operator('/api/operator/promotion-codes', { code: 'FEED01', amount: '5' })).statusCode).toBe(201);
    // A refused call writes nothing.
    expect((await operator('/api/operator/tickets/TKNONE/reply', { message: 'x' })).statusCode).toBe(404);
    expect((await operator('/api/operator/promotion-codes', { code: 'FEED01', amount: '5' })).statusCode).toBe(409);

    expect((await t.auditRows()).map((row) => [row.actor_kind, row.actor, row.action, row.target_id])).toEqual([
      ['system', 'operator-key', 'ticket.reply', id],
      ['system', 'operator-key', 'promotion-code.create', 'FEED01'],
    ]);
    const staffView = (await (await t.staff('support1', ['support'])).get('/api/staff/tickets')).json() as { data: { replies: { by: string | null }[] }[] };
    expect(staffView.data[0]?.replies).toEqual([expect.objectContaining({ by: null })]);
  });
});

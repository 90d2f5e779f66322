import { act, fireEvent, screen } from '@testing-library/react';
import { apiPaths, type CapabilityName, type DepositLimits, type DepositLimitsUpdate } from '@member-site/shared';
import { createFakeApi, createFakeSession, createPageProps, failWith, renderPage, type FakeHandler } from '@member-site/shared/testing';
import SettingPage from './SettingPage';

const none = { limit: null, used: '0.00', pending: null };

const limits = (overrides: Partial<DepositLimits> = {}): DepositLimits => ({
  day: none,
  week: none,
  month: none,
  left: null,
  minAmount: '100.00',
  ...overrides,
});

/** GET reads, POST saves (same path); cancel has its own path. */
function renderSettings(save: FakeHandler, initial = limits(), cancel: FakeHandler = () => limits()) {
  const api = createFakeApi({
    [apiPaths.depositLimits]: (request) => (request.method === 'GET' ? initial : save(request)),
    [apiPaths.depositLimitCancel]: cancel,
    // The page's other section (safer play), quiet here.
    [apiPaths.saferPlay]: () => ({ restriction: null, realityCheckMinutes: 0, changes: [] }),
  });
  const props = createPageProps({ page: 'setting', path: '/setting', api });
  renderPage(<SettingPage />, props);
  return props;
}

const saves = (props: ReturnType<typeof renderSettings>) =>
  props.api.calls.filter((c) => c.method === 'POST' && c.path === apiPaths.depositLimitsUpdate).map((c) => c.body as DepositLimitsUpdate);

async function save() {
  fireEvent.click(screen.getByRole('button', { name: 'บันทึกวงเงินฝาก' }));
  await act(async () => {
    await Promise.resolve();
  });
}

const dayField = () => screen.findByLabelText('วงเงินฝากต่อ 24 ชั่วโมง (บาท)');

describe('SettingPage: deposit limits', () => {
  it('shows the limits in force, what was deposited and what is left', async () => {
    renderSettings(() => limits(), limits({ day: { limit: '500.00', used: '300.00', pending: null }, left: '200.00' }));
    expect(await dayField()).toHaveValue('500');
    expect(screen.getByLabelText('วงเงินฝากต่อ 7 วัน (บาท)')).toHaveValue('');
    expect(screen.getByText('ตอนนี้ฝากได้อีก 200.00 บาท')).toBeInTheDocument();
    expect(screen.getByText('ฝากแล้ว 300.00 บาท ในช่วงนี้')).toBeInTheDocument();
  });

  it('says when no limit is set', async () => {
    renderSettings(() => limits());
    expect(await screen.findByText('ยังไม่ได้ตั้งวงเงินฝาก')).toBeInTheDocument();
  });

  it('sends the three limits as whole baht, an empty field as none, and shows the answer', async () => {
    const props = renderSettings(() => limits({ day: { limit: '1000.00', used: '0.00', pending: null }, left: '1000.00' }));
    fireEvent.change(await dayField(), { target: { value: '1000' } });
    await save();
    expect(saves(props)).toEqual([{ day: '1000', week: null, month: null }]);
    expect(screen.getByRole('status')).toHaveTextContent('บันทึกวงเงินฝากแล้ว');
    expect(screen.getByText('ตอนนี้ฝากได้อีก 1,000.00 บาท')).toBeInTheDocument();
  });

  it.each([
    ['50', 'วงเงินฝากต้องไม่ต่ำกว่ายอดฝากขั้นต่ำ 100.00 บาท'],
    ['500.50', 'วงเงินฝากต้องเป็นจำนวนเต็มบาท ตัวเลขเท่านั้น (เช่น 5000)'],
    ['-5', 'วงเงินฝากต้องเป็นจำนวนเต็มบาท ตัวเลขเท่านั้น (เช่น 5000)'],
    ['<b>1</b>', 'วงเงินฝากต้องเป็นจำนวนเต็มบาท ตัวเลขเท่านั้น (เช่น 5000)'],
  ])('refuses %j in the browser with a Thai message and keeps it', async (typed, message) => {
    const props = renderSettings(() => limits());
    const field = await dayField();
    fireEvent.change(field, { target: { value: typed } });
    await save();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue(typed);
    expect(saves(props)).toEqual([]);
  });

  it("shows the API's refusal as text and keeps what was typed", async () => {
    renderSettings(failWith(400, 'LIMIT_INVALID', '<i>วงเงินไม่ถูกต้อง</i>'));
    const field = await dayField();
    fireEvent.change(field, { target: { value: '700' } });
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent('<i>วงเงินไม่ถูกต้อง</i>');
    expect(field).toHaveValue('700');
  });

  it('shows a waiting raise with its Bangkok time, and cancels it', async () => {
    const waiting = limits({
      day: { limit: '500.00', used: '0.00', pending: { limit: '2000.00', effectiveAt: '2026-11-24T03:00:00.000Z' } },
      left: '500.00',
    });
    const props = renderSettings(
      () => waiting,
      waiting,
      () => limits({ day: { limit: '500.00', used: '0.00', pending: null }, left: '500.00' }),
    );
    expect(await screen.findByText('รอเพิ่มเป็น 2,000.00 บาท มีผล 24 พ.ย. 2569 10:00 น. (เวลาประเทศไทย)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'ยกเลิกการเปลี่ยนวงเงินต่อ 24 ชั่วโมง' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(props.api.calls.at(-1)).toMatchObject({ method: 'POST', path: apiPaths.depositLimitCancel, body: { period: 'day' } });
    expect(screen.getByRole('status')).toHaveTextContent('ยกเลิกการเปลี่ยนวงเงินแล้ว วงเงินเดิมยังมีผล');
    expect(screen.queryByText(/รอเพิ่มเป็น/)).not.toBeInTheDocument();
  });

  it('says a saved raise waits 24 hours', async () => {
    const raised = limits({ day: { limit: '500.00', used: '0.00', pending: { limit: null, effectiveAt: '2026-11-24T03:00:00.000Z' } }, left: '500.00' });
    renderSettings(() => raised, limits({ day: { limit: '500.00', used: '0.00', pending: null }, left: '500.00' }));
    fireEvent.change(await dayField(), { target: { value: '' } });
    await save();
    expect(screen.getByRole('status')).toHaveTextContent('การเพิ่มหรือยกเลิกวงเงินจะมีผลเมื่อครบ 24 ชั่วโมง');
    expect(screen.getByText('รอยกเลิกวงเงิน มีผล 24 พ.ย. 2569 10:00 น. (เวลาประเทศไทย)')).toBeInTheDocument();
  });

  it('links to the responsible-play page', async () => {
    renderSettings(() => limits());
    expect(await screen.findByRole('link', { name: 'เล่นอย่างมีความรับผิดชอบ' })).toHaveAttribute('href', '/responsible-play');
  });
});

describe('SettingPage and the API’s capabilities (ADR 0029)', () => {
  const note = /เว็บไซต์นี้ยังไม่มีการตั้งค่าวงเงินฝากหรือการพักการเล่นด้วยตนเอง/;

  function renderWith(capabilities: readonly CapabilityName[] | null) {
    const api = createFakeApi({
      [apiPaths.depositLimits]: () => limits(),
      [apiPaths.saferPlay]: () => ({ restriction: null, realityCheckMinutes: 0, changes: [] }),
    });
    const session = createFakeSession({ capabilities, contact: { url: 'https://line.me/R/ti/p/@site', url2: '' } });
    renderPage(<SettingPage />, createPageProps({ page: 'setting', path: '/setting', api, session }));
    return { api, session };
  }

  it('with neither section: the Thai note and the support chat, and no call', () => {
    const { api } = renderWith([]);
    expect(screen.getByText(note)).toBeInTheDocument();
    const chat = screen.getByRole('link', { name: 'ติดต่อเจ้าหน้าที่' });
    expect(chat).toHaveAttribute('href', 'https://line.me/R/ti/p/@site');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'เล่นอย่างมีความรับผิดชอบ' })).toBeInTheDocument();
    expect(api.paths()).toEqual([]);
  });

  it('with the deposit limits only: that section alone, reading only the limits', async () => {
    const { api } = renderWith(['deposit-limits']);
    expect(await dayField()).toBeInTheDocument();
    expect(screen.queryByText(note)).toBeNull();
    expect(api.paths()).toEqual([apiPaths.depositLimits]);
  });

  it('with safer play only: no deposit limits read', async () => {
    const { api } = renderWith(['safer-play']);
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByLabelText('วงเงินฝากต่อ 24 ชั่วโมง (บาท)')).toBeNull();
    expect(screen.queryByText(note)).toBeNull();
    expect(api.paths()).toEqual([apiPaths.saferPlay]);
  });

  it('while not known: a spinner, no note and no call; then follows the answer', async () => {
    const { api, session } = renderWith(null);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText(note)).toBeNull();
    expect(api.paths()).toEqual([]);
    await act(async () => session.set('capabilities', ['deposit-limits']));
    expect(await dayField()).toBeInTheDocument();
    expect(api.paths()).toEqual([apiPaths.depositLimits]);
  });
});

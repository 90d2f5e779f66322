import { act, fireEvent, screen, within } from '@testing-library/react';
import { apiPaths, confirmDialog, type BreakRequest, type SaferPlayState } from '@member-site/shared';
import { createFakeApi, createFakeSession, createPageProps, failWith, renderPage, type FakeHandler } from '@member-site/shared/testing';
import SettingPage from './SettingPage';

jest.mock('@member-site/shared', () => ({
  ...jest.requireActual('@member-site/shared'),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
}));

const confirm = jest.mocked(confirmDialog);

// 10:00 in Bangkok on 23 November 2026.
beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-23T03:00:00Z'), doNotFake: ['queueMicrotask'] });
  confirm.mockReset();
  confirm.mockResolvedValue(true);
});
afterEach(() => jest.useRealTimers());

const noLimit = { limit: null, used: '0.00', pending: null };
const state = (overrides: Partial<SaferPlayState> = {}): SaferPlayState => ({ restriction: null, realityCheckMinutes: 0, changes: [], ...overrides });

function renderSettings(takeBreak: FakeHandler, initial = state(), realityCheck: FakeHandler = () => state()) {
  const api = createFakeApi({
    [apiPaths.saferPlay]: () => initial,
    [apiPaths.takeBreak]: takeBreak,
    [apiPaths.realityCheckSet]: realityCheck,
    // The page's other section (deposit limits), with none set.
    [apiPaths.depositLimits]: () => ({ day: noLimit, week: noLimit, month: noLimit, left: null, minAmount: '100.00' }),
  });
  const session = createFakeSession({ accessToken: 'member-token' });
  const props = createPageProps({ page: 'setting', path: '/setting', api, session });
  renderPage(<SettingPage />, props);
  return props;
}

const breakPosts = (props: ReturnType<typeof renderSettings>) =>
  props.api.calls.filter((c) => c.path === apiPaths.takeBreak).map((c) => c.body as BreakRequest);

async function settle() {
  await act(async () => {
    for (let i = 0; i < 6; i += 1) await Promise.resolve();
  });
}

async function chooseBreak(name: string) {
  const section = await screen.findByRole('form', { name: 'พักการเล่น' });
  fireEvent.click(within(section).getByRole('radio', { name }));
  fireEvent.click(within(section).getByRole('button', { name: 'พักการเล่น' }));
  await settle();
  return section;
}

describe('SettingPage: take a break and self-exclusion', () => {
  it('asks twice, the second time naming the end in Bangkok time, then takes the break and reloads the member', async () => {
    const taken = state({
      restriction: { kind: 'break', until: '2026-11-30T03:00:00.000Z' },
      changes: [{ at: '2026-11-23T03:00:00.000Z', setting: 'break', oldValue: '', newValue: '2026-11-30T03:00:00.000Z' }],
    });
    const props = renderSettings(() => taken);
    await chooseBreak('7 วัน');
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(confirm.mock.calls[0]?.[0]).toBe('พักการเล่น 7 วัน?');
    expect(confirm.mock.calls[1]).toEqual(['ยืนยันอีกครั้ง', 'คุณจะพักการเล่นถึง 30 พ.ย. 2569 10:00 น. และยกเลิกก่อนเวลานี้ไม่ได้']);
    expect(breakPosts(props)).toEqual([{ length: '7d' }]);
    expect(props.session.signIn).toHaveBeenCalledWith('member-token');
    expect(screen.getByText('ขณะนี้คุณพักการเล่นถึง 30 พ.ย. 2569 10:00 น.')).toBeInTheDocument();
    const history = screen.getByRole('table');
    expect(within(history).getByRole('row', { name: /พักการเล่น ไม่มี ถึง 30 พ.ย. 2569 10:00 น./ })).toBeInTheDocument();
  });

  it.each([[0], [1]])('sends nothing when the member declines confirmation %i', async (declined) => {
    confirm.mockImplementation(async () => confirm.mock.calls.length - 1 !== declined);
    const props = renderSettings(() => state());
    await chooseBreak('24 ชั่วโมง');
    expect(confirm).toHaveBeenCalledTimes(declined + 1);
    expect(breakPosts(props)).toEqual([]);
    expect(props.session.signIn).not.toHaveBeenCalled();
  });

  it('asks for a length first', async () => {
    const props = renderSettings(() => state());
    const section = await screen.findByRole('form', { name: 'ระงับการเล่นด้วยตนเอง' });
    fireEvent.click(within(section).getByRole('button', { name: 'ระงับการเล่น' }));
    await settle();
    expect(within(section).getByText('กรุณาเลือกระยะเวลา')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    expect(breakPosts(props)).toEqual([]);
  });

  it('names the exclusion end in calendar months and offers only longer ones while one is in force', async () => {
    renderSettings(() => state(), state({ restriction: { kind: 'break', until: '2026-12-23T03:00:00.000Z' } }));
    const breakSection = await screen.findByRole('form', { name: 'พักการเล่น' });
    expect(within(breakSection).getByRole('radio', { name: '7 วัน' })).toBeDisabled();
    expect(within(breakSection).getByRole('radio', { name: '30 วัน' })).toBeDisabled();
    expect(within(breakSection).getByRole('radio', { name: '6 สัปดาห์' })).toBeEnabled();
    const exclusion = screen.getByRole('form', { name: 'ระงับการเล่นด้วยตนเอง' });
    fireEvent.click(within(exclusion).getByRole('radio', { name: '6 เดือน' }));
    fireEvent.click(within(exclusion).getByRole('button', { name: 'ระงับการเล่น' }));
    await settle();
    expect(confirm.mock.calls[1]?.[1]).toBe('คุณจะระงับการเล่นถึง 23 พ.ค. 2570 10:00 น. และยกเลิกก่อนเวลานี้ไม่ได้');
  });

  it("shows the API's refusal as text and keeps the choice", async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    renderSettings(failWith(409, 'RESTRICTION_SHORTER', `ยาวกว่าเท่านั้น ${hostile}`));
    const section = await chooseBreak('30 วัน');
    expect(within(section).getByRole('alert')).toHaveTextContent(`ยาวกว่าเท่านั้น ${hostile}`);
    expect(within(section).getByRole('radio', { name: '30 วัน' })).toBeChecked();
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('SettingPage: reality check', () => {
  it('saves the interval and reloads the member so the shell times it', async () => {
    const props = renderSettings(
      () => state(),
      state(),
      (request) => state({ realityCheckMinutes: (request.body as { everyMinutes: 0 | 15 | 30 | 60 }).everyMinutes }),
    );
    const select = await screen.findByLabelText('ความถี่ของการเตือน');
    expect(select).toHaveValue('0');
    fireEvent.change(select, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกการเตือน' }));
    await settle();
    expect(props.api.calls.filter((c) => c.path === apiPaths.realityCheckSet).map((c) => c.body)).toEqual([{ everyMinutes: 30 }]);
    expect(screen.getByRole('status')).toHaveTextContent('บันทึกแล้ว จะเตือนทุก 30 นาที');
    expect(props.session.signIn).toHaveBeenCalledWith('member-token');
  });
});

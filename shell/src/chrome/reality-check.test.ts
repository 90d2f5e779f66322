import { BehaviorSubject } from 'rxjs';
import { apiPaths, choiceDialog, type AuthUser, type Choice, type RealityCheckMinutes } from '@member-site/shared';
import { createFakeApi, failWith, type FakeHandler } from '@member-site/shared/testing';
import { nextCheckAt, watchRealityCheck } from './reality-check';

jest.mock('@member-site/shared', () => ({
  ...jest.requireActual('@member-site/shared'),
  choiceDialog: jest.fn(),
}));
const dialog = jest.mocked(choiceDialog);

const signedInAt = '2026-11-23T08:00:00.000Z';
const minute = 60_000;
const member = (everyMinutes: RealityCheckMinutes): AuthUser => ({
  username: '0812345678',
  username2: 'DEMO01',
  password: 'cred',
  web_agent_group: 'member',
  site_api: '',
  reality_check: { everyMinutes, signedInAt },
});

let answers: ((choice: Choice) => void)[] = [];
let stop: () => void = () => undefined;

function watch(everyMinutes: RealityCheckMinutes, summary: FakeHandler = () => ({ signedInAt, net: '-250.50' })) {
  const user = new BehaviorSubject<AuthUser | null>(member(everyMinutes));
  const navigate = jest.fn();
  stop = watchRealityCheck({ user, api: createFakeApi({ [apiPaths.sessionSummary]: summary }), navigate });
  return { user, navigate };
}

async function advance(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date(signedInAt) });
  answers = [];
  dialog.mockReset().mockImplementation(() => new Promise<Choice>((resolve) => answers.push(resolve)));
});
afterEach(() => {
  stop();
  jest.useRealTimers();
});

describe('the reality check', () => {
  it('shows after the interval, not before, with the time and the net result since sign-in', async () => {
    watch(15);
    await advance(15 * minute - 1);
    expect(dialog).not.toHaveBeenCalled();
    await advance(1);
    expect(dialog).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveBeenCalledWith('เตือนเวลาเล่น', 'คุณเข้าสู่ระบบมาแล้ว 15 นาที ผลได้เสียตั้งแต่เข้าสู่ระบบ -250.50 บาท (ไม่รวมฝาก/ถอน)', {
      confirm: 'เล่นต่อ',
      deny: 'ดูประวัติการเล่น',
      cancel: 'ออกจากระบบ',
    });
  });

  it('waits for an answer, and continue re-arms it for the next interval', async () => {
    const { navigate } = watch(30);
    await advance(30 * minute);
    await advance(60 * minute);
    expect(dialog).toHaveBeenCalledTimes(1);
    answers[0]?.('confirm');
    await advance(0);
    expect(navigate).not.toHaveBeenCalled();
    // Answered at 1 h 30 min: the next is at the next half hour since sign-in, 2 h.
    await advance(30 * minute - 1);
    expect(dialog).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(dialog).toHaveBeenCalledTimes(2);
    expect(dialog.mock.calls[1]?.[1]).toContain('คุณเข้าสู่ระบบมาแล้ว 2 ชั่วโมง 0 นาที');
  });

  it('goes to the play history (and keeps reminding) or logs out (and stops)', async () => {
    const { navigate } = watch(15);
    await advance(15 * minute);
    answers[0]?.('deny');
    await advance(0);
    expect(navigate).toHaveBeenCalledWith('/play-history');
    await advance(15 * minute);
    answers[1]?.('cancel');
    await advance(0);
    expect(navigate).toHaveBeenLastCalledWith('/logout');
    await advance(120 * minute);
    expect(dialog).toHaveBeenCalledTimes(2);
  });

  it('does nothing when off, and stops when the member turns it off', async () => {
    const { user } = watch(0);
    await advance(180 * minute);
    expect(dialog).not.toHaveBeenCalled();
    user.next(member(60));
    await advance(60 * minute);
    expect(dialog).toHaveBeenCalledTimes(1);
    answers[0]?.('confirm');
    user.next(member(0));
    await advance(180 * minute);
    expect(dialog).toHaveBeenCalledTimes(1);
  });

  it('still shows, without the amount, when the summary cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    watch(15, failWith(500, 'INTERNAL', 'ระบบขัดข้อง'));
    await advance(15 * minute);
    expect(dialog.mock.calls[0]?.[1]).toBe('คุณเข้าสู่ระบบมาแล้ว 15 นาที ยังดูผลได้เสียไม่ได้ในขณะนี้');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('[shell] E35'), expect.anything());
  });

  it('counts from the sign-in the session knows, so a reload resumes the rhythm', () => {
    const at = Date.parse(signedInAt);
    expect(nextCheckAt(at, 15 * minute, at + 40 * minute)).toBe(at + 45 * minute);
    expect(nextCheckAt(at, 15 * minute, at + 45 * minute)).toBe(at + 60 * minute);
    expect(nextCheckAt(at, 15 * minute, at)).toBe(at + 15 * minute);
  });
});

import { routePath } from '@member-site/shared';
import { createFakeApi } from '@member-site/shared/testing';
import { createSession } from '../session/session';
import { createSessionStore } from '../session/session-store';
import { reportSilentSignInFailure, watchSessionExpiry } from './session-notices';

jest.mock('@member-site/shared', () => ({
  ...jest.requireActual('@member-site/shared'),
  showBlockingNotice: jest.fn(() => Promise.resolve()),
  showWarning: jest.fn(() => Promise.resolve()),
}));
const shared = jest.requireMock('@member-site/shared') as { showBlockingNotice: jest.Mock; showWarning: jest.Mock };

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  window.localStorage.clear();
  jest.clearAllMocks();
});

describe('session notices', () => {
  it('an expiry shows the blocking dialog once, then goes to /logout', async () => {
    const session = createSession(createSessionStore(window.localStorage), createFakeApi());
    session.setAccessToken('t');
    const go = jest.fn();
    const watcher = watchSessionExpiry(session, go);
    session.expireSession();
    session.expireSession();
    await settle();
    expect(shared.showBlockingNotice).toHaveBeenCalledTimes(1);
    expect(shared.showBlockingNotice).toHaveBeenCalledWith('กรุณาเข้าสู่ระบบใหม่', '(Session Expired)');
    expect(go).toHaveBeenCalledWith(routePath('logout'));
    watcher.unsubscribe();
  });

  it('goes to /logout even when the dialog cannot load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    shared.showBlockingNotice.mockRejectedValueOnce(new Error('chunk failed'));
    const session = createSession(createSessionStore(window.localStorage), createFakeApi());
    session.setAccessToken('t');
    const go = jest.fn();
    watchSessionExpiry(session, go);
    session.expireSession();
    await settle();
    expect(go).toHaveBeenCalledWith(routePath('logout'));
    error.mockRestore();
  });

  it('a refused silent sign-in warns with the spec texts, then goes to /logout', async () => {
    const go = jest.fn();
    reportSilentSignInFailure(go);
    await settle();
    expect(shared.showWarning).toHaveBeenCalledWith('รหัสผู้ใช้หรือรหัสผ่านผิด', 'ไม่สามารถเข้าสู่ระบบได้');
    expect(go).toHaveBeenCalledWith(routePath('logout'));
  });
});

import { ApiError, navigate, showWarning } from '@member-site/shared';
import { createSession } from '../session/session';
import { createSessionStore } from '../session/session-store';
import { onLocked } from './password-change';

jest.mock('@member-site/shared', () => ({
  ...jest.requireActual('@member-site/shared'),
  navigate: jest.fn(),
  showWarning: jest.fn(() => Promise.resolve()),
}));

const message = 'กรุณาตั้งรหัสผ่านใหม่ก่อนใช้งาน';

function signedIn() {
  const session = createSession(createSessionStore(window.localStorage), { baseUrl: '', get: jest.fn(), post: jest.fn() });
  session.setAccessToken('member-token');
  jest.spyOn(session, 'refreshUser').mockResolvedValue(undefined);
  jest.spyOn(session, 'expireSession');
  return session;
}

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/casino');
  jest.mocked(navigate).mockClear();
  jest.mocked(showWarning).mockClear();
});

describe('a member call answered 423 (ADR 0050)', () => {
  it('PASSWORD_CHANGE_REQUIRED: its message as text, the member read again, the password change; never the session-expired path', () => {
    const session = signedIn();
    onLocked(session, new ApiError(423, 'PASSWORD_CHANGE_REQUIRED', message));
    expect(showWarning).toHaveBeenCalledWith(message);
    expect(session.refreshUser).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/password-change');
    expect(session.expireSession).not.toHaveBeenCalled();
    expect(session.isSignedIn()).toBe(true);
  });

  it('does not push the password change again when the member is on it already', () => {
    window.history.replaceState(null, '', '/Password-change');
    onLocked(signedIn(), new ApiError(423, 'PASSWORD_CHANGE_REQUIRED', message));
    expect(navigate).not.toHaveBeenCalled();
    expect(showWarning).toHaveBeenCalledWith(message);
  });

  it("leaves a break's RESTRICTED to the page that asked (it says until when)", () => {
    const session = signedIn();
    onLocked(session, new ApiError(423, 'RESTRICTED', 'คุณพักการเล่นถึง 24 พ.ย. 2569 15:00 น.'));
    expect(showWarning).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(session.refreshUser).not.toHaveBeenCalled();
  });
});

import type { Profile } from '@member-site/shared';
import { createSessionStore, storageKeys } from './session-store';

const member = (username: string): Profile => ({ username, username2: 'DEMO01', web_agent_group: 'member', site_api: '' });

/** A browser where `username` was signed in and saw `balance`, then the page was loaded again. */
function reloadedAfter(username: string, balance: string) {
  const before = createSessionStore(window.localStorage);
  before.setAccessToken('token-1');
  before.setProfile(member(username));
  before.setBalance(balance);
  return createSessionStore(window.localStorage);
}

beforeEach(() => window.localStorage.clear());

describe('the last balance a member saw (shown until the first credit call of a hard load)', () => {
  it('is there at once after a hard load, and goes when the credit call answers', () => {
    const store = reloadedAfter('0812345678', '1500.00');
    expect(store.balance.getValue()).toBeNull();
    expect(store.lastBalance.getValue()).toBe('1500.00');
    store.setBalance('1480.00');
    expect(store.lastBalance.getValue()).toBeNull();
    // The newest one is kept for the next load.
    expect(createSessionStore(window.localStorage).lastBalance.getValue()).toBe('1480.00');
  });

  it('is never another member’s: not after a sign-out, a new sign-in, or another profile', () => {
    const signedOut = reloadedAfter('0812345678', '1500.00');
    signedOut.clearMember();
    expect(signedOut.lastBalance.getValue()).toBeNull();
    expect(window.localStorage.getItem(storageKeys.lastBalance)).toBeNull();

    const newSignIn = reloadedAfter('0812345678', '1500.00');
    newSignIn.setAccessToken('token-of-someone-else');
    expect(newSignIn.lastBalance.getValue()).toBeNull();

    const otherProfile = reloadedAfter('0812345678', '1500.00');
    otherProfile.setProfile(member('0899999999'));
    expect(otherProfile.lastBalance.getValue()).toBeNull();

    // Stored for one member, read with another's profile (or none): nothing.
    reloadedAfter('0812345678', '1500.00');
    window.localStorage.setItem(storageKeys.profile, JSON.stringify(member('0899999999')));
    expect(createSessionStore(window.localStorage).lastBalance.getValue()).toBeNull();
    window.localStorage.removeItem(storageKeys.accessToken);
    expect(createSessionStore(window.localStorage).lastBalance.getValue()).toBeNull();
  });

  it('ignores a stored value that is not a two-decimal amount', () => {
    reloadedAfter('0812345678', '1500.00');
    for (const stored of ['{"username":"0812345678","balance":1500}', '{"username":"0812345678","balance":"<b>9</b>"}', 'not json']) {
      window.localStorage.setItem(storageKeys.lastBalance, stored);
      expect(createSessionStore(window.localStorage).lastBalance.getValue()).toBeNull();
    }
  });
});

import type { CapabilityName } from '../contract/capabilities';
import type { AuthUser, LoginRequest, Profile } from '../contract/session';
import type { Restriction } from '../contract/safer-play';
import type { ContactUs, ThemeRecord, WebsiteSetting } from '../contract/site';
import type { PushedNoticeKind } from '../contract/wallet';

/** A value that changes over time: read it and watch it, never set it. */
export interface ValueStream<T> {
  getValue(): T;
  subscribe(next: (value: T) => void): { unsubscribe(): void };
}

/**
 * The member's event stream (ADR 0062) as this tab knows it: whether it is live, and the last
 * change it brought, numbered. Where it is live, a page that follows a change on its own (an open
 * deposit request, a pending withdrawal) reads again when a change comes, instead of polling.
 */
export interface WalletEvents {
  live: boolean;
  /** Grows by one with every change the stream brings. */
  seq: number;
  kind: 'balance' | PushedNoticeKind;
}

export interface SessionValues {
  accessToken: string;
  profile: Profile | null;
  user: AuthUser | null;
  /** Main balance from the credit poll: a two-decimal string ("1500.00"), never a float (ADR 0010). */
  balance: string | null;
  /** Two-decimal string, never a float (ADR 0010). */
  bonusWallet: string | null;
  theme: ThemeRecord[];
  contact: ContactUs | null;
  website: WebsiteSetting | null;
  /**
   * A break or self-exclusion (ADR 0018) as /auth last said: games, deposits, promotions and
   * the lucky wheel are refused until `until`. Read it through `restrictionInForce`, which also
   * ends it at its time.
   */
  restriction: Restriction | null;
  /**
   * What the API offers beyond the spec's section 7 (ADR 0029): from the runtime configuration,
   * or discovered. Null until known; read it through `useCapability` / `hasCapability`.
   */
  capabilities: readonly CapabilityName[] | null;
  /** The member's event stream (ADR 0062); null where there is none (yet). */
  walletEvents: WalletEvents | null;
}

/** Before anything is known: no member, no site data. The shell's store and the test kit start here. */
export const emptySessionValues: SessionValues = {
  accessToken: '',
  profile: null,
  user: null,
  balance: null,
  bonusWallet: null,
  theme: [],
  contact: null,
  website: null,
  restriction: null,
  capabilities: null,
  walletEvents: null,
};

/** The session as remotes see it: every value, read-only. Only the shell writes. */
export type SessionView = { readonly [K in keyof SessionValues]: ValueStream<SessionValues[K]> };

/** What a remote may ask the shell to do with the session. */
export interface SessionCommands {
  /** Fetches credit and bonus wallet now (after anything that moved money); never rejects. */
  refreshBalance(): Promise<void>;
  /**
   * An answer that moved money carried the member's credit after it (a withdrawal's, a deposit's,
   * a prize's), and the bonus wallet's when it moved that (a promotion code's): the bar shows them
   * now, with no request. Each is ignored when it is not an amount, both when no one is signed in.
   */
  showCredit(credit: string, bonusWallet?: string): void;
  /** Signs in with a token the API already issued (after registering or a LINE sign-in). */
  signIn(accessToken: string): Promise<void>;
  /** Signs in; rejects with an ApiError whose message is the server's. */
  login(request: LoginRequest): Promise<void>;
  /** Ends the session on the server (best effort) and here. */
  logout(): Promise<void>;
  /** The one session-expired path: the blocking dialog (once), then /logout. */
  expireSession(): void;
  /**
   * Reads the member from GET /auth again (after a password change, ADR 0050); never rejects.
   * Optional: a shell older than the remote has none (call it as `session.refreshUser?.()`).
   */
  refreshUser?(): Promise<void>;
}

/** `RemoteProps.session`: the read-only view plus the commands. */
export type RemoteSession = SessionView & SessionCommands;

import type { AuthUser, LoginRequest, Profile } from '../contract/session';
import type { ContactUs, ThemeRecord, WebsiteSetting } from '../contract/site';

/** A value that changes over time; the shell backs it with an RxJS BehaviorSubject. */
export interface ValueStream<T> {
  getValue(): T;
  subscribe(next: (value: T) => void): { unsubscribe(): void };
}

export interface SessionValues {
  accessToken: string;
  profile: Profile | null;
  user: AuthUser | null;
  /** Main balance from the credit poll. */
  balance: number | null;
  bonusWallet: number | null;
  theme: ThemeRecord[];
  contact: ContactUs | null;
  website: WebsiteSetting | null;
}

/** The session bus the shell owns and hands to every remote. Each setter replaces the value. */
export interface SessionBus {
  readonly accessToken: ValueStream<string>;
  readonly profile: ValueStream<Profile | null>;
  readonly user: ValueStream<AuthUser | null>;
  readonly balance: ValueStream<number | null>;
  readonly bonusWallet: ValueStream<number | null>;
  readonly theme: ValueStream<ThemeRecord[]>;
  readonly contact: ValueStream<ContactUs | null>;
  readonly website: ValueStream<WebsiteSetting | null>;
  setAccessToken(value: string): void;
  setProfile(value: Profile | null): void;
  setUser(value: AuthUser | null): void;
  setBalance(value: number | null): void;
  setBonusWallet(value: number | null): void;
  setTheme(value: ThemeRecord[]): void;
  setContact(value: ContactUs | null): void;
  setWebsite(value: WebsiteSetting | null): void;
  /** Signs in; rejects with an ApiError whose message is the server's. */
  login(request: LoginRequest): Promise<void>;
  /** Signs in with a token the API already issued (after registering or a LINE sign-in). */
  signInWithToken(accessToken: string): Promise<void>;
  /** Ends the session on the server (best effort) and here. */
  logout(): Promise<void>;
}

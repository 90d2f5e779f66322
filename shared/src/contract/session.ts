/** POST /api/v1/login */
export interface LoginRequest {
  username: string;
  password: string;
}

export interface LoginResponse {
  accessToken: string;
  /** Seconds until the token expires. */
  expiresIn: number;
}

/**
 * GET /api/v1/auth: the signed-in member.
 * `password` is the sportsbook credential the auto-login carries (spec section 3), not the
 * site password: the reference API stores site passwords only as hashes.
 */
export interface AuthUser {
  username: string;
  username2: string;
  password: string;
  web_agent_group: string;
  site_api: string;
  client_api?: string | null;
}

/** What the site keeps as the member's profile (local storage key `profile`): no credential. */
export type Profile = Omit<AuthUser, 'password'>;

/** GET /api/v1/credit: credit is a numeric string. */
export interface CreditResponse {
  credit: string;
}

/** GET /api/v1/wallet */
export interface WalletResponse {
  data: { balance: string | number };
}

/** POST /api/v1/event-log. `ip_address` is `{ip}`: the server fills in the caller's address. */
export interface EventLogRequest {
  ip_address: string;
  user_agent: string;
  last_entry: string;
}

/** POST /api/v1/logout and POST /api/v1/event-log answer with this. */
export interface OkResponse {
  ok: true;
}

/** Every error answer of the API. `message` is Thai text meant for the member. */
export interface ApiErrorBody {
  code: string;
  message: string;
}

import { Type, type Static } from 'typebox';
import { RealityCheck, Restriction } from './safer-play';

// Request bounds are the API's first line of defence (ajv refuses anything else with 400); the
// business rules that give the member a Thai reason live in the API's services.

/** A money amount as the API sends it: a decimal string such as "1500.50". */
export const Amount = Type.String({ pattern: '^-?[0-9]+(\\.[0-9]+)?$' });

/** POST /api/v1/login */
export const LoginRequest = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    password: Type.String({ minLength: 1, maxLength: 128 }),
    /**
     * The device token this API gave the browser at its last sign-in as this username (the
     * reference API's extension; sent only to the API that gave it): that browser's attempts are
     * not held up by strangers' failures.
     */
    device: Type.Optional(Type.String({ maxLength: 1024 })),
  },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequest>;

export const LoginResponse = Type.Object({
  accessToken: Type.String({ minLength: 1 }),
  /** Seconds until the token expires. */
  expiresIn: Type.Integer(),
  /** The reference API's extension: shown again at this browser's next sign-in as this username. */
  deviceToken: Type.Optional(Type.String({ minLength: 1 })),
});
export type LoginResponse = Static<typeof LoginResponse>;

/**
 * GET /api/v1/auth: the signed-in member.
 * `password` is the sportsbook credential the auto-login carries (spec section 3), not the
 * site password: the reference API stores site passwords only as hashes.
 */
export const AuthUser = Type.Object({
  username: Type.String({ minLength: 1 }),
  username2: Type.String(),
  password: Type.String(),
  web_agent_group: Type.String(),
  site_api: Type.String(),
  client_api: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** A break or self-exclusion in force (restricted mode); null or absent: none. */
  restriction: Type.Optional(Type.Union([Restriction, Type.Null()])),
  /** The reality check's interval and this session's sign-in; absent from APIs without one. */
  reality_check: Type.Optional(RealityCheck),
  /**
   * The reference API's extension (issue 35): staff reset the password, and the member must choose
   * a new one (POST /api/v1/account/password) before playing or moving money; those calls answer
   * 423 PASSWORD_CHANGE_REQUIRED meanwhile. Absent or false: nothing to do.
   */
  password_change_required: Type.Optional(Type.Boolean()),
});
export type AuthUser = Static<typeof AuthUser>;

/** What the site keeps as the member's profile (local storage key `profile`): no credential. */
export type Profile = Omit<AuthUser, 'password'>;

/** GET /api/v1/credit: credit is a numeric string. */
export const CreditResponse = Type.Object({ credit: Amount });
export type CreditResponse = Static<typeof CreditResponse>;

/** GET /api/v1/wallet: the bonus wallet; some APIs send the balance as a number. */
export const WalletResponse = Type.Object({
  data: Type.Object({ balance: Type.Union([Amount, Type.Number()]) }),
});
export type WalletResponse = Static<typeof WalletResponse>;

/** POST /api/v1/event-log. `ip_address` is `{ip}`: the server fills in the caller's address. */
export const EventLogRequest = Type.Object(
  {
    ip_address: Type.String({ minLength: 1, maxLength: 64 }),
    user_agent: Type.String({ maxLength: 512 }),
    last_entry: Type.String({ minLength: 1, maxLength: 512, pattern: '^/' }),
  },
  { additionalProperties: false },
);
export type EventLogRequest = Static<typeof EventLogRequest>;

/** POST /api/v1/logout and POST /api/v1/event-log answer with this. */
export const OkResponse = Type.Object({ ok: Type.Literal(true) });
export type OkResponse = Static<typeof OkResponse>;

/** Every error answer of the API. `message` is Thai text meant for the member. */
export const ApiErrorBody = Type.Object({ code: Type.String(), message: Type.String() });
export type ApiErrorBody = Static<typeof ApiErrorBody>;

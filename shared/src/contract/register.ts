import { Type, type Static } from 'typebox';

// Register modes (website setting registerMode): "1" auto, "2" form, "3" contact support, "4"
// one-time code. Request bounds are loose on purpose: the API's rules give the member the Thai
// reason for a bad phone or bank account; these only keep absurd input out.

const ticket = Type.String({ minLength: 1, maxLength: 4096 });

/** Account holder and bank details, shared by every register mode. */
const bankFields = {
  bankCode: Type.String({ maxLength: 32 }),
  bankAccount: Type.String({ maxLength: 32 }),
  accountName: Type.String({ maxLength: 400 }),
};
export const BankDetails = Type.Object(bankFields);
export type BankDetails = Static<typeof BankDetails>;

/** What every register form sends: the phone (the username), the bank and the age check. */
const memberFields = {
  phone: Type.String({ maxLength: 32 }),
  ...bankFields,
  /** The member confirms being 18 or older. Must be true. */
  acceptAge: Type.Boolean(),
};

/** POST /api/v1/register (modes 2 and 4). Answers RegisterResponse (201), already signed in. */
export const RegisterRequest = Type.Object(
  {
    ...memberFields,
    password: Type.String({ maxLength: 512 }),
    lineId: Type.Optional(Type.String({ maxLength: 200 })),
    /** How the member heard of the site (free choice from the form's list). */
    referralSource: Type.Optional(Type.String({ maxLength: 200 })),
    /** The referring member's code (the `ref` of a referral link); an unknown one is ignored. */
    referralCode: Type.Optional(Type.String({ maxLength: 64 })),
    /** Mode 4: the ticket from POST /register/otp/verify. Required when registerMode is "4". */
    otpToken: Type.Optional(ticket),
    /** After LINE sign-in of an unknown LINE account: links that account to the new member. */
    lineRegistrationToken: Type.Optional(ticket),
  },
  { additionalProperties: false },
);
export type RegisterRequest = Static<typeof RegisterRequest>;

const signedIn = {
  accessToken: Type.String({ minLength: 1 }),
  expiresIn: Type.Integer(),
  username: Type.String({ minLength: 1 }),
};

export const RegisterResponse = Type.Object(signedIn);
export type RegisterResponse = Static<typeof RegisterResponse>;

/** POST /api/v1/register/auto (mode 1): the server makes the credentials and shows them once. */
export const AutoRegisterRequest = Type.Object(memberFields, { additionalProperties: false });
export type AutoRegisterRequest = Static<typeof AutoRegisterRequest>;

export const AutoRegisterResponse = Type.Object({
  ...signedIn,
  /** Generated password, shown to the member once. */
  password: Type.String({ minLength: 1 }),
});
export type AutoRegisterResponse = Static<typeof AutoRegisterResponse>;

/** POST /api/v1/register/otp/request */
export const OtpRequest = Type.Object({ phone: Type.String({ maxLength: 32 }) }, { additionalProperties: false });
export type OtpRequest = Static<typeof OtpRequest>;

export const OtpRequestResponse = Type.Object({
  requestId: Type.String({ minLength: 1 }),
  /** Seconds until the code expires. */
  expiresIn: Type.Integer({ minimum: 0 }),
  /** Seconds before another code may be requested for this phone. */
  resendIn: Type.Integer({ minimum: 0 }),
  /** Digits in the code (6). */
  length: Type.Integer(),
});
export type OtpRequestResponse = Static<typeof OtpRequestResponse>;

/** POST /api/v1/register/otp/verify */
export const OtpVerifyRequest = Type.Object(
  { requestId: Type.String({ minLength: 1, maxLength: 64 }), code: Type.String({ maxLength: 32 }) },
  { additionalProperties: false },
);
export type OtpVerifyRequest = Static<typeof OtpVerifyRequest>;

export const OtpVerifyResponse = Type.Object({
  /** Single-use ticket for POST /register, valid for `expiresIn` seconds. */
  otpToken: Type.String({ minLength: 1 }),
  expiresIn: Type.Integer({ minimum: 0 }),
  /** The phone the code was sent to (the form keeps it). */
  phone: Type.String({ minLength: 1 }),
});
export type OtpVerifyResponse = Static<typeof OtpVerifyResponse>;

/** POST /api/v1/line/exchange: the authorization code from the LINE callback. */
export const LineExchangeRequest = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 4096 }),
    redirectUri: Type.String({ minLength: 1, maxLength: 1024, pattern: '^https?://' }),
    /** PKCE (RFC 7636): the verifier whose S256 challenge went to LINE's authorize page. */
    codeVerifier: Type.String({ pattern: '^[A-Za-z0-9._~-]{43,128}$' }),
    /** The nonce of the authorize request: LINE's ID token must carry it. */
    nonce: Type.String({ pattern: '^[A-Za-z0-9_-]{16,128}$' }),
  },
  { additionalProperties: false },
);
export type LineExchangeRequest = Static<typeof LineExchangeRequest>;

/** Known LINE account → signed in; unknown → continue to register with the token. */
export const LineExchangeResponse = Type.Union([
  Type.Object({ status: Type.Literal('signed-in'), accessToken: Type.String({ minLength: 1 }), expiresIn: Type.Integer() }),
  Type.Object({ status: Type.Literal('register'), lineRegistrationToken: Type.String({ minLength: 1 }), displayName: Type.String() }),
]);
export type LineExchangeResponse = Static<typeof LineExchangeResponse>;

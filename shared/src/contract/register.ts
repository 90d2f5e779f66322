/** Register modes (website setting registerMode): "1" auto, "2" form, "3" contact support, "4" one-time code. */

/** A Thai bank the member can receive withdrawals in. Codes are the API's; names are shown. */
export interface BankOption {
  code: string;
  name: string;
  /** Digits in the account number (10 for most; GSB/BAAC use 12). */
  accountDigits: number;
}

/** The banks the register forms offer (the main Thai retail banks). */
export const thaiBanks: readonly BankOption[] = [
  { code: 'KBANK', name: 'ธนาคารกสิกรไทย', accountDigits: 10 },
  { code: 'SCB', name: 'ธนาคารไทยพาณิชย์', accountDigits: 10 },
  { code: 'BBL', name: 'ธนาคารกรุงเทพ', accountDigits: 10 },
  { code: 'KTB', name: 'ธนาคารกรุงไทย', accountDigits: 10 },
  { code: 'BAY', name: 'ธนาคารกรุงศรีอยุธยา', accountDigits: 10 },
  { code: 'TTB', name: 'ธนาคารทหารไทยธนชาต', accountDigits: 10 },
  { code: 'GSB', name: 'ธนาคารออมสิน', accountDigits: 12 },
  { code: 'BAAC', name: 'ธ.ก.ส.', accountDigits: 12 },
  { code: 'KKP', name: 'ธนาคารเกียรตินาคินภัทร', accountDigits: 10 },
  { code: 'CIMBT', name: 'ธนาคารซีไอเอ็มบี ไทย', accountDigits: 10 },
  { code: 'UOBT', name: 'ธนาคารยูโอบี', accountDigits: 10 },
  { code: 'LHB', name: 'ธนาคารแลนด์ แอนด์ เฮ้าส์', accountDigits: 10 },
];

/** A Thai mobile number: 10 digits starting 06, 08 or 09. It is the member's username. */
export const thaiMobilePattern = /^0[689]\d{8}$/;

/** Account holder and bank details, shared by every register mode. */
export interface BankDetails {
  bankCode: string;
  bankAccount: string;
  accountName: string;
}

/** POST /api/v1/register (modes 2 and 4). Answers RegisterResponse (201), already signed in. */
export interface RegisterRequest extends BankDetails {
  phone: string;
  password: string;
  lineId?: string;
  /** How the member heard of the site (free choice from the form's list). */
  referralSource?: string;
  /** The member confirms being 18 or older. Must be true. */
  acceptAge: boolean;
  /** Mode 4: the ticket from POST /register/otp/verify. Required when registerMode is "4". */
  otpToken?: string;
  /** After LINE sign-in of an unknown LINE account: links that account to the new member. */
  lineRegistrationToken?: string;
}

export interface RegisterResponse {
  accessToken: string;
  expiresIn: number;
  username: string;
}

/** POST /api/v1/register/auto (mode 1): the server makes the credentials and shows them once. */
export interface AutoRegisterRequest extends BankDetails {
  phone: string;
  acceptAge: boolean;
}

export interface AutoRegisterResponse extends RegisterResponse {
  /** Generated password, shown to the member once. */
  password: string;
}

/** POST /api/v1/register/otp/request */
export interface OtpRequest {
  phone: string;
}

export interface OtpRequestResponse {
  requestId: string;
  /** Seconds until the code expires. */
  expiresIn: number;
  /** Seconds before another code may be requested for this phone. */
  resendIn: number;
  /** Digits in the code (6). */
  length: number;
}

/** POST /api/v1/register/otp/verify */
export interface OtpVerifyRequest {
  requestId: string;
  code: string;
}

export interface OtpVerifyResponse {
  /** Single-use ticket for POST /register, valid for `expiresIn` seconds. */
  otpToken: string;
  expiresIn: number;
  /** The phone the code was sent to (the form keeps it). */
  phone: string;
}

/** POST /api/v1/line/exchange: the authorization code from the LINE callback. */
export interface LineExchangeRequest {
  code: string;
  redirectUri: string;
}

/** Known LINE account → signed in; unknown → continue to register with the token. */
export type LineExchangeResponse =
  | { status: 'signed-in'; accessToken: string; expiresIn: number }
  | { status: 'register'; lineRegistrationToken: string; displayName: string };

/** The API's paths, relative to the configured API base URL. One place, used by client and server. */
export const apiPaths = {
  contactUs: '/api/v1/contactus',
  theme: '/api/v1/theme',
  website: '/api/v1/website',
  login: '/api/v1/login',
  logout: '/api/v1/logout',
  auth: '/api/v1/auth',
  credit: '/api/v1/credit',
  wallet: '/api/v1/wallet',
  eventLog: '/api/v1/event-log',
  register: '/api/v1/register',
  registerAuto: '/api/v1/register/auto',
  otpRequest: '/api/v1/register/otp/request',
  otpVerify: '/api/v1/register/otp/verify',
  lineExchange: '/api/v1/line/exchange',
  lottoLogin: '/lotto/login',
  hotgraphLogin: '/hotgraph/login',
  hotgraphGameLogin: '/api/v1/member/loginGame/hotgraph',
} as const;

/** Error codes the API puts in `ApiErrorBody.code`. */
export const apiErrorCodes = {
  badRequest: 'BAD_REQUEST',
  invalidCredentials: 'INVALID_CREDENTIALS',
  unauthorized: 'UNAUTHORIZED',
  rateLimited: 'RATE_LIMITED',
  duplicatePhone: 'DUPLICATE_PHONE',
  duplicateAccount: 'DUPLICATE_ACCOUNT',
  otpInvalid: 'OTP_INVALID',
  otpExpired: 'OTP_EXPIRED',
  otpRequired: 'OTP_REQUIRED',
  lineFailed: 'LINE_FAILED',
  registerClosed: 'REGISTER_CLOSED',
  notFound: 'NOT_FOUND',
  internal: 'INTERNAL',
} as const;

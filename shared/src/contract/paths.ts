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
} as const;

/** Error codes the API puts in `ApiErrorBody.code`. */
export const apiErrorCodes = {
  badRequest: 'BAD_REQUEST',
  invalidCredentials: 'INVALID_CREDENTIALS',
  unauthorized: 'UNAUTHORIZED',
  rateLimited: 'RATE_LIMITED',
  notFound: 'NOT_FOUND',
  internal: 'INTERNAL',
} as const;

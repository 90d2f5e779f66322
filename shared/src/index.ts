export type { ContactUs, RegisterMode, ThemeRecord, ThemeResponse, WebsiteSetting } from './contract/site';
export type {
  ApiErrorBody,
  AuthUser,
  CreditResponse,
  EventLogRequest,
  LoginRequest,
  LoginResponse,
  OkResponse,
  Profile,
  WalletResponse,
} from './contract/session';
export { apiErrorCodes, apiPaths } from './contract/paths';
export type {
  GameCategory,
  GameItem,
  GameLaunchRequest,
  GameListResponse,
  GameLoginAnswer,
  GameProvider,
  HotgraphLoginRequest,
  LuckyWheelSpinResult,
  LuckyWheelState,
  SiteNews,
} from './contract/games';
export { defaultRuntimeConfig, type LineLoginConfig, type RemotesConfig, type RuntimeConfig } from './contract/runtime-config';
export {
  thaiBanks,
  thaiMobilePattern,
  type AutoRegisterRequest,
  type AutoRegisterResponse,
  type BankDetails,
  type BankOption,
  type LineExchangeRequest,
  type LineExchangeResponse,
  type OtpRequest,
  type OtpRequestResponse,
  type OtpVerifyRequest,
  type OtpVerifyResponse,
  type RegisterRequest,
  type RegisterResponse,
} from './contract/register';
export { ApiError, createApiClient, expectShape, isApiError, isRecord, type ApiClient, type ApiClientOptions } from './api/client';
export { fetchAuthUser, fetchBonusWallet, fetchCredit, login, logout, sendEventLog, toAmount } from './api/session';
export {
  memberServicePaths,
  type MemberServiceLoginAnswer,
  type MemberServiceLoginRequest,
  type MemberServiceProfile,
} from './contract/member-service';
export { memberServiceLogin, type MemberServiceSession } from './api/member-service';
export { fetchContactUs, fetchTheme, fetchWebsite, withTimestamp } from './api/site';
export { routeLabel, routePath, routes, routeTitle, type Access, type LayoutName, type RouteDef, type RouteName, type RouteOf } from './routes';
export { pageNames, pagesOf, type PageMap, type PageName, type PageOwner, type RemoteName } from './route-pages';
export type { RemoteSession, SessionCommands, SessionValues, SessionView, ValueStream } from './remote/session-bus';
export type { NavigateOptions, PageProps, RemoteProps } from './remote/props';
export type { GameLaunch, GameLaunchContext, GameLauncherModule } from './remote/game-launcher';
export { useStream } from './remote/use-stream';
export { createRemoteApp, type PageLoader } from './remote/create-remote-app';
export { AppError, isChunkLoadError, statusOf } from './errors';
export { formatMoney } from './format';
export { texts } from './texts';
export { allowedUrl, openExternal, safeExternalUrl } from './navigation';
export { confirmDialog, showBlockingNotice, showWaiting, showWarning } from './ui/dialogs';
export { PreparingPage } from './ui/PreparingPage';
export { Spinner } from './ui/Spinner';
export { NavLink, type NavLinkProps } from './ui/NavLink';

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
export { apiErrorCodes } from './contract/error-codes';
export type {
  GameCategory,
  GameCategoryList,
  GameItem,
  GameItemList,
  GameLaunchRequest,
  GameListResponse,
  GameLoginAnswer,
  GameProvider,
  GameProviderList,
  GameProvidersQuery,
  GamesQuery,
  HotgraphLoginRequest,
  LuckyWheelSpinResult,
  LuckyWheelState,
  SiteNews,
  SiteNewsList,
} from './contract/games';
export {
  defaultRuntimeConfig,
  type LineLoginConfig,
  type RemoteIntegrity,
  type RemoteSource,
  type RemotesConfig,
  type RuntimeConfig,
} from './contract/runtime-config';
export { gameCategoryIds, isGameCategoryId, type GameCategoryId } from './contract/catalogue';
export { thaiBanks, thaiMobilePattern, type BankOption } from './contract/banks';
export {
  normalizePromotionCode,
  passwordLength,
  passwordRules,
  promotionCodeInputMax,
  promotionCodePattern,
  ticketMessageMax,
  ticketReferenceMax,
  type PasswordRules,
} from './contract/account-rules';
export { limitCoolingOffSeconds, limitMessages, limitPeriods, limitProblem, limitTextMax, type LimitPeriodName } from './contract/limit-rules';
export { breakEnd, breakLengths } from './contract/safer-play-rules';
export { withdrawMessages } from './contract/wallet-rules';
export type {
  AutoRegisterRequest,
  AutoRegisterResponse,
  BankDetails,
  LineExchangeRequest,
  LineExchangeResponse,
  OtpRequest,
  OtpRequestResponse,
  OtpVerifyRequest,
  OtpVerifyResponse,
  RegisterRequest,
  RegisterResponse,
} from './contract/register';
// Every endpoint of the table, and apiPaths: this statement is written by `npm run contracts` (ADR 0043).
export {
  apiPaths,
  contactUsEndpoint,
  themeEndpoint,
  websiteEndpoint,
  loginEndpoint,
  logoutEndpoint,
  authEndpoint,
  creditEndpoint,
  walletEndpoint,
  eventLogEndpoint,
  registerEndpoint,
  registerAutoEndpoint,
  otpRequestEndpoint,
  otpVerifyEndpoint,
  lineExchangeEndpoint,
  lottoLoginEndpoint,
  hotgraphLoginEndpoint,
  hotgraphGameLoginEndpoint,
  gameCategoriesEndpoint,
  gameProvidersEndpoint,
  gamesEndpoint,
  gameLoginEndpoint,
  luckyWheelEndpoint,
  luckyWheelSpinEndpoint,
  activitiesEndpoint,
  promotionsEndpoint,
  memberServiceLoginEndpoint,
  depositOptionsEndpoint,
  promptPayCreateEndpoint,
  promotionChooseEndpoint,
  depositCancelEndpoint,
  slipSubmitEndpoint,
  depositsEndpoint,
  withdrawOptionsEndpoint,
  withdrawCreateEndpoint,
  withdrawalsEndpoint,
  statementEndpoint,
  balanceChangesEndpoint,
  balanceStreamTicketEndpoint,
  balanceStreamEndpoint,
  playHistoryEndpoint,
  rebatesEndpoint,
  rebateClaimEndpoint,
  profileEndpoint,
  passwordChangeEndpoint,
  announcementsEndpoint,
  announcementReadEndpoint,
  announcementsUnreadEndpoint,
  ticketsEndpoint,
  ticketCreateEndpoint,
  promotionCodesEndpoint,
  promotionCodeRedeemEndpoint,
  affiliateEndpoint,
  depositLimitsEndpoint,
  depositLimitsUpdateEndpoint,
  depositLimitCancelEndpoint,
  saferPlayEndpoint,
  takeBreakEndpoint,
  realityCheckSetEndpoint,
  sessionSummaryEndpoint,
} from './contract/checks.generated';
export type {
  AffiliateSummary,
  Announcement,
  AnnouncementList,
  AnnouncementRead,
  MemberProfile,
  PasswordChange,
  PasswordChanged,
  PromotionCodeList,
  PromotionCodeRedeem,
  PromotionCodeRedeemed,
  PromotionCodeRedemption,
  SupportTicket,
  TicketCategory,
  TicketCreate,
  TicketList,
  TicketReply,
  TicketStatus,
  UnreadCount,
} from './contract/account';
export type { DepositLimitCancel, DepositLimits, DepositLimitsUpdate, DepositLimitWindow, LimitPeriod, PendingLimit } from './contract/limits';
export type {
  BreakLength,
  BreakRequest,
  RealityCheck,
  RealityCheckMinutes,
  RealityCheckRequest,
  Restriction,
  RestrictionKind,
  SaferPlayChange,
  SaferPlaySetting,
  SaferPlayState,
  SessionSummary,
} from './contract/safer-play';
export type {
  AmountInput,
  DepositMethod,
  DepositOptions,
  DepositPage,
  DepositPromotion,
  DepositPromotionResult,
  DepositRecord,
  DepositStatus,
  LedgerKind,
  MemberBankAccount,
  Money,
  PromotionChoice,
  PromptPayRequest,
  PushedBalance,
  PushedNotice,
  PushedNoticeKind,
  SiteBankAccount,
  SlipSubmit,
  SlipSubmitted,
  StatementEntry,
  StatementPage,
  StatementQuery,
  WithdrawalPage,
  WithdrawalCreated,
  WithdrawalRecord,
  WithdrawalStatus,
  WithdrawCreate,
  WithdrawOptions,
} from './contract/wallet';
export type {
  PlayHistoryPage,
  PlayHistoryQuery,
  PlayRound,
  PlayTotals,
  RebateClaimPage,
  RebateClaimRecord,
  RebateClaimed,
  RebateClaimRequest,
  RebateKind,
  RebateOffer,
  RebatesQuery,
  RebatesResponse,
} from './contract/rebates';
export type { AnswerOf, BodyOf, ClientEndpoint, QueryOf, ReadEndpoint } from './contract/client-endpoint';
export type { EndpointName } from './contract/endpoints';
export { ApiError, call, createApiClient, errorText, isApiError, read, type ApiClient, type ApiClientOptions, type CallInput } from './api/client';
export {
  messageOf,
  moneyText,
  readAuthUser,
  readBonusWallet,
  readCapabilities,
  readContactUs,
  readCredit,
  readGameLogin,
  readLogin,
  readMemberServiceLogin,
  readTheme,
  readWebsite,
  Refused,
  Unreadable,
  type GameLoginResult,
  type SiteSetting,
} from './api/spec-answers';
export { capabilityNames, isCapabilityName, type CapabilityName, type EndpointFeature } from './contract/capabilities';
export {
  balanceStreamUrl,
  buyStreamTicket,
  fetchAuthUser,
  fetchBalanceChange,
  fetchBonusWallet,
  fetchCredit,
  login,
  logout,
  readPushedBalance,
  readPushedNotice,
  sendEventLog,
} from './api/session';
export type { MemberServiceLoginAnswer, MemberServiceLoginRequest, MemberServiceProfile } from './contract/member-service';
export { memberServiceLogin, type MemberServiceSession } from './api/member-service';
export { fetchContactUs, fetchTheme, fetchWebsite, prerenderedBrand, siteBrandOf, themeAssetUrl, themeForPage, type SiteBrand } from './api/site';
export { routeLabel, routePath, routes, routeTitle, type Access, type LayoutName, type RouteDef, type RouteName, type RouteOf } from './routes';
export { routeLead, routeLeads } from './route-leads';
export { pageNames, pagesOf, type PageMap, type PageName, type PageOwner, type RemoteName } from './route-pages';
export {
  emptySessionValues,
  type RemoteSession,
  type SessionCommands,
  type SessionValues,
  type SessionView,
  type ValueStream,
  type WalletEvents,
} from './remote/session-bus';
export type { PageLocation, PageNavigator, RemoteProps } from './remote/props';
export { useApi, useConfig, usePageServices, useSession, type PageServices } from './remote/page-services';
export {
  navigate,
  navigator,
  startHistory,
  useHistoryLocation,
  type GuardedNavigator,
  type HistoryLocation,
  type LeaveGuard,
  type NavigationType,
} from './router/history';
export { useLeaveGuard } from './router/use-leave-guard';
export { matchRoute, setPublishedRoutes, type RouteMatch } from './router/match-route';
export { restoreScroll } from './router/scroll';
export type { GameLaunch, GameLaunchContext, GameLauncherModule } from './remote/game-launcher';
export { useStream } from './remote/use-stream';
export { hasCapabilities, hasCapability, routeAvailable, useCapabilities, useCapability } from './remote/capability';
export { useHydrated } from './remote/use-hydrated';
export { runEarlyActions } from './remote/early-actions';
export { restrictedGamesText, restrictionInForce, restrictionText, useRestriction } from './remote/restriction';
export { useLoad, type Load } from './remote/use-load';
export { createPageRoot, createRemoteApp, type PageLoader } from './remote/create-remote-app';
export { AppError, isChunkLoadError, statusOf } from './errors';
export { bangkokDate, formatMoneyText, formatThaiDate, formatThaiDateTime, formatThb } from './format';
export { compareAmounts, fromSatang, isAmountInput, isPositiveAmount, percentOf, subtractAmounts, toMoneyText, toSatang } from './contract/money';
export { qrPath, type QrMatrix } from './ui/qr-path';
export { QrSvg, type QrSvgProps } from './ui/QrSvg';
export { useQrCode, type QrDrawing } from './ui/use-qr-code';
export { Loaded } from './ui/Loaded';
export { PageHeader } from './ui/PageHeader';
export { texts } from './texts';
export { allowedUrl, chatLinks, openExternal, safeExternalUrl, type ChatLink } from './navigation';
export { showBlockingNotice, showWaiting, showWarning } from './ui/dialogs';
export { confirmDialog } from './ui/confirm-dialog';
export { choiceDialog, type Choice } from './ui/choice-dialog';
export { PreparingPage } from './ui/PreparingPage';
export { Spinner } from './ui/Spinner';
export { Badge, Button, buttonClass, EmptyState, ErrorText, Field, type BadgeTone, type ButtonLook, type FieldControl } from './ui/kit/kit';
export { preloadableLazy, type PreloadableLazy } from './ui/preloadable-lazy';
export { copyText } from './ui/copy-text';
export {
  installOffer,
  listenForInstallOffer,
  markInstalled,
  onInstallOfferChange,
  takeInstallOffer,
  type BeforeInstallPromptEvent,
} from './install/install-prompt';
export { ReleaseNote } from './ui/ReleaseNote';

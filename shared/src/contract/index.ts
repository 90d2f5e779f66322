// `@member-site/shared/contract`: the API's door to the contract (schemas as values). The
// front-ends import types and generated checks through `@member-site/shared` instead, so no
// schema library reaches a browser bundle.
export { endpoints, type EndpointDef, type EndpointName, type Endpoints } from './endpoints';
export { apiErrorCodes } from './error-codes';
export { apiPaths } from './checks.generated';
export { gameCategoryIds, idPattern, isGameCategoryId, type GameCategoryId } from './catalogue';
export { thaiBanks, thaiMobilePattern, type BankOption } from './banks';
export {
  Amount,
  ApiErrorBody,
  AuthUser,
  CreditResponse,
  EventLogRequest,
  LoginRequest,
  LoginResponse,
  OkResponse,
  WalletResponse,
  type Profile,
} from './session';
export {
  AmountInput,
  DepositCancel,
  DepositMethod,
  DepositOptions,
  DepositPage,
  DepositPromotion,
  DepositPromotionResult,
  DepositRecord,
  DepositStatus,
  HistoryQuery,
  LedgerKind,
  MemberBankAccount,
  Money,
  PromotionChoice,
  PromptPayCreate,
  PromptPayRequest,
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
  BalanceChange,
} from './wallet';
export { withdrawMessages } from './wallet-rules';
export {
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
} from './rebates';
export {
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
} from './account';
export {
  normalizePromotionCode,
  passwordLength,
  passwordRules,
  promotionCodeInputMax,
  promotionCodePattern,
  ticketMessageMax,
  ticketReferenceMax,
  type PasswordRules,
} from './account-rules';
export { DepositLimitCancel, DepositLimits, DepositLimitsUpdate, DepositLimitWindow, LimitPeriod, PendingLimit } from './limits';
export {
  limitCoolingOffSeconds,
  limitMessages,
  limitPeriods,
  limitProblem,
  limitTextMax,
  limitWindowSeconds,
  type LimitPeriodName,
} from './limit-rules';
export {
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
} from './safer-play';
export { breakEnd, breakLengths } from './safer-play-rules';
export { MemberServiceLoginAnswer, MemberServiceLoginRequest, MemberServiceProfile } from './member-service';
export { ContactUs, RegisterMode, ThemeRecord, ThemeResponse, WebsiteSetting } from './site';
export { capabilities, capabilityNames, isCapabilityName, type CapabilityName, type EndpointFeature } from './capabilities';
export {
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
} from './games';
export {
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
} from './register';
export { formatThaiDateTime } from './thai-text';
export {
  amountInputPattern,
  compareAmounts,
  formatMoneyText,
  fromSatang,
  isAmountInput,
  isPositiveAmount,
  moneyPattern,
  percentOf,
  subtractAmounts,
  toMoneyText,
  toSatang,
} from './money';

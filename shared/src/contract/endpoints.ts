import type { TSchema } from 'typebox';
import type { EndpointFeature } from './capabilities';
import {
  GameCategoryList,
  GameItemList,
  GameLaunchRequest,
  GameLoginAnswer,
  GameProviderList,
  GameProvidersQuery,
  GamesQuery,
  HotgraphLoginRequest,
  LuckyWheelSpinResult,
  LuckyWheelState,
  SiteNewsList,
} from './games';
import {
  AffiliateSummary,
  AnnouncementList,
  AnnouncementRead,
  MemberProfile,
  PasswordChange,
  PasswordChanged,
  PromotionCodeList,
  PromotionCodeRedeem,
  PromotionCodeRedeemed,
  SupportTicket,
  TicketCreate,
  TicketList,
  UnreadCount,
} from './account';
import { DepositLimitCancel, DepositLimits, DepositLimitsUpdate } from './limits';
import { BreakRequest, RealityCheckRequest, SaferPlayState, SessionSummary } from './safer-play';
import { MemberServiceLoginAnswer, MemberServiceLoginRequest } from './member-service';
import {
  AutoRegisterRequest,
  AutoRegisterResponse,
  LineExchangeRequest,
  LineExchangeResponse,
  OtpRequest,
  OtpRequestResponse,
  OtpVerifyRequest,
  OtpVerifyResponse,
  RegisterRequest,
  RegisterResponse,
} from './register';
import {
  AuthUser,
  CreditResponse,
  EventLogRequest,
  LoginRequest,
  LoginResponse,
  OkResponse,
  WalletResponse,
} from './session';
import { PlayHistoryPage, PlayHistoryQuery, RebateClaimed, RebateClaimRequest, RebatesQuery, RebatesResponse } from './rebates';
import { ContactUs, ThemeResponse, WebsiteSetting } from './site';
import {
  DepositCancel,
  DepositOptions,
  DepositPage,
  DepositRecord,
  HistoryQuery,
  PromotionChoice,
  PromptPayCreate,
  PromptPayRequest,
  SlipSubmit,
  SlipSubmitted,
  StatementPage,
  StatementQuery,
  WithdrawCreate,
  WithdrawalPage,
  WithdrawalCreated,
  WithdrawOptions,
  BalanceChange,
} from './wallet';

/**
 * One API call: the API validates `body`/`query` and serialises `response` with these schemas.
 * `feature` says whose promise it is: the spec's section 7 (every operator's API has it, and the
 * browser reads its answers liberally, api/spec-answers.ts), or a capability an API may not
 * offer (ADR 0029).
 */
export interface EndpointDef {
  readonly feature: EndpointFeature;
  readonly method: 'GET' | 'POST';
  /** Relative to the API's base URL; written here only (`apiPaths` and e2e take it from the row, ADR 0043). */
  readonly path: string;
  readonly body?: TSchema;
  readonly query?: TSchema;
  /** The answer on success; also the API's allow-list of fields it may send. */
  readonly response: TSchema;
  /** HTTP status of the success answer (200 unless said). */
  readonly status?: 200 | 201;
}

/**
 * Every call of the member API, by name. The API builds its routes from it; the browser gets a
 * projection of it without any schema library (checks.generated.ts, made by codegen.ts).
 */
export const endpoints = {
  contactUs: { feature: 'section-7', method: 'GET', path: '/api/v1/contactus', response: ContactUs },
  theme: { feature: 'section-7', method: 'GET', path: '/api/v1/theme', response: ThemeResponse },
  website: { feature: 'section-7', method: 'GET', path: '/api/v1/website', response: WebsiteSetting },
  login: { feature: 'section-7', method: 'POST', path: '/api/v1/login', body: LoginRequest, response: LoginResponse },
  logout: { feature: 'section-7', method: 'POST', path: '/api/v1/logout', response: OkResponse },
  auth: { feature: 'section-7', method: 'GET', path: '/api/v1/auth', response: AuthUser },
  credit: { feature: 'section-7', method: 'GET', path: '/api/v1/credit', response: CreditResponse },
  wallet: { feature: 'section-7', method: 'GET', path: '/api/v1/wallet', response: WalletResponse },
  eventLog: { feature: 'section-7', method: 'POST', path: '/api/v1/event-log', body: EventLogRequest, response: OkResponse },
  register: { feature: 'register', method: 'POST', path: '/api/v1/register', body: RegisterRequest, response: RegisterResponse, status: 201 },
  registerAuto: { feature: 'register-auto', method: 'POST', path: '/api/v1/register/auto', body: AutoRegisterRequest, response: AutoRegisterResponse, status: 201 },
  otpRequest: { feature: 'register-otp', method: 'POST', path: '/api/v1/register/otp/request', body: OtpRequest, response: OtpRequestResponse },
  otpVerify: { feature: 'register-otp', method: 'POST', path: '/api/v1/register/otp/verify', body: OtpVerifyRequest, response: OtpVerifyResponse },
  lineExchange: { feature: 'line', method: 'POST', path: '/api/v1/line/exchange', body: LineExchangeRequest, response: LineExchangeResponse },
  lottoLogin: { feature: 'section-7', method: 'GET', path: '/lotto/login', response: GameLoginAnswer },
  hotgraphLogin: { feature: 'section-7', method: 'GET', path: '/hotgraph/login', response: GameLoginAnswer },
  hotgraphGameLogin: { feature: 'section-7', method: 'POST', path: '/api/v1/member/loginGame/hotgraph', body: HotgraphLoginRequest, response: GameLoginAnswer },
  gameCategories: { feature: 'game-lobby', method: 'GET', path: '/api/v1/games/categories', response: GameCategoryList },
  gameProviders: { feature: 'game-lobby', method: 'GET', path: '/api/v1/games/providers', query: GameProvidersQuery, response: GameProviderList },
  games: { feature: 'game-lobby', method: 'GET', path: '/api/v1/games', query: GamesQuery, response: GameItemList },
  gameLogin: { feature: 'game-lobby', method: 'POST', path: '/api/v1/games/login', body: GameLaunchRequest, response: GameLoginAnswer },
  luckyWheel: { feature: 'lucky-wheel', method: 'GET', path: '/api/v1/luckywheel', response: LuckyWheelState },
  luckyWheelSpin: { feature: 'lucky-wheel', method: 'POST', path: '/api/v1/luckywheel/spin', response: LuckyWheelSpinResult },
  activities: { feature: 'news', method: 'GET', path: '/api/v1/activities', response: SiteNewsList },
  promotions: { feature: 'news', method: 'GET', path: '/api/v1/promotions', response: SiteNewsList },
  // The earlier member service (spec section 4): its own base URL, played by the reference API.
  memberServiceLogin: { feature: 'section-7', method: 'POST', path: '/spa/member/login', body: MemberServiceLoginRequest, response: MemberServiceLoginAnswer },
  // The wallet (bearer): money as two-decimal strings on the wire, satang in storage (ADR 0010).
  depositOptions: { feature: 'deposit', method: 'GET', path: '/api/v1/wallet/deposit', response: DepositOptions },
  promptPayCreate: { feature: 'deposit', method: 'POST', path: '/api/v1/wallet/deposit/promptpay', body: PromptPayCreate, response: PromptPayRequest, status: 201 },
  promotionChoose: { feature: 'deposit', method: 'POST', path: '/api/v1/wallet/deposit/promotion', body: PromotionChoice, response: PromotionChoice },
  depositCancel: { feature: 'deposit', method: 'POST', path: '/api/v1/wallet/deposit/cancel', body: DepositCancel, response: DepositRecord },
  slipSubmit: { feature: 'deposit', method: 'POST', path: '/api/v1/wallet/deposit/slip', body: SlipSubmit, response: SlipSubmitted, status: 201 },
  deposits: { feature: 'wallet-history', method: 'GET', path: '/api/v1/wallet/deposits', query: HistoryQuery, response: DepositPage },
  withdrawOptions: { feature: 'withdraw', method: 'GET', path: '/api/v1/wallet/withdraw', response: WithdrawOptions },
  withdrawCreate: { feature: 'withdraw', method: 'POST', path: '/api/v1/wallet/withdraw', body: WithdrawCreate, response: WithdrawalCreated, status: 201 },
  withdrawals: { feature: 'wallet-history', method: 'GET', path: '/api/v1/wallet/withdrawals', query: HistoryQuery, response: WithdrawalPage },
  statement: { feature: 'statement', method: 'GET', path: '/api/v1/wallet/statement', query: StatementQuery, response: StatementPage },
  // The balance's version, read every 2 s by a member page on screen: a new one means it changed.
  balanceChanges: { feature: 'balance-changes', method: 'GET', path: '/api/v1/wallet/balance-changes', response: BalanceChange },
  // Play history, cashback and pay-back (issue 8): rebates computed in satang, claimed once per period.
  playHistory: { feature: 'play-history', method: 'GET', path: '/api/v1/wallet/play-history', query: PlayHistoryQuery, response: PlayHistoryPage },
  rebates: { feature: 'rebates', method: 'GET', path: '/api/v1/wallet/rebates', query: RebatesQuery, response: RebatesResponse },
  rebateClaim: { feature: 'rebates', method: 'POST', path: '/api/v1/wallet/rebates/claim', body: RebateClaimRequest, response: RebateClaimed, status: 201 },
  // The member's account (issue 9, bearer).
  profile: { feature: 'profile', method: 'GET', path: '/api/v1/account/profile', response: MemberProfile },
  passwordChange: { feature: 'password-change', method: 'POST', path: '/api/v1/account/password', body: PasswordChange, response: PasswordChanged },
  announcements: { feature: 'announcements', method: 'GET', path: '/api/v1/account/announcements', response: AnnouncementList },
  announcementRead: { feature: 'announcements', method: 'POST', path: '/api/v1/account/announcements/read', body: AnnouncementRead, response: UnreadCount },
  announcementsUnread: { feature: 'announcements', method: 'GET', path: '/api/v1/account/announcements/unread', response: UnreadCount },
  tickets: { feature: 'tickets', method: 'GET', path: '/api/v1/account/tickets', response: TicketList },
  ticketCreate: { feature: 'tickets', method: 'POST', path: '/api/v1/account/tickets', body: TicketCreate, response: SupportTicket, status: 201 },
  promotionCodes: { feature: 'promotion-codes', method: 'GET', path: '/api/v1/account/promotion-codes', response: PromotionCodeList },
  promotionCodeRedeem: { feature: 'promotion-codes', method: 'POST', path: '/api/v1/account/promotion-code', body: PromotionCodeRedeem, response: PromotionCodeRedeemed, status: 201 },
  affiliate: { feature: 'affiliate', method: 'GET', path: '/api/v1/account/affiliate', response: AffiliateSummary },
  // Safer play: deposit limits (ADR 0017).
  depositLimits: { feature: 'deposit-limits', method: 'GET', path: '/api/v1/account/deposit-limits', response: DepositLimits },
  depositLimitsUpdate: { feature: 'deposit-limits', method: 'POST', path: '/api/v1/account/deposit-limits', body: DepositLimitsUpdate, response: DepositLimits },
  depositLimitCancel: { feature: 'deposit-limits', method: 'POST', path: '/api/v1/account/deposit-limits/cancel', body: DepositLimitCancel, response: DepositLimits },
  // Safer play (ADR 0018).
  saferPlay: { feature: 'safer-play', method: 'GET', path: '/api/v1/account/safer-play', response: SaferPlayState },
  takeBreak: { feature: 'safer-play', method: 'POST', path: '/api/v1/account/safer-play/break', body: BreakRequest, response: SaferPlayState },
  realityCheckSet: { feature: 'safer-play', method: 'POST', path: '/api/v1/account/safer-play/reality-check', body: RealityCheckRequest, response: SaferPlayState },
  sessionSummary: { feature: 'safer-play', method: 'GET', path: '/api/v1/account/session-summary', response: SessionSummary },
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

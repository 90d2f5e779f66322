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
  PromotionCodeRedemption,
  SupportTicket,
  TicketCreate,
  TicketList,
  UnreadCount,
} from './account';
import { DepositLimitCancel, DepositLimits, DepositLimitsUpdate } from './limits';
import { BreakRequest, RealityCheckRequest, SaferPlayState, SessionSummary } from './safer-play';
import { MemberServiceLoginAnswer, MemberServiceLoginRequest } from './member-service';
import { apiPaths } from './paths';
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
import { PlayHistoryPage, PlayHistoryQuery, RebateClaimRecord, RebateClaimRequest, RebatesQuery, RebatesResponse } from './rebates';
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
  contactUs: { feature: 'section-7', method: 'GET', path: apiPaths.contactUs, response: ContactUs },
  theme: { feature: 'section-7', method: 'GET', path: apiPaths.theme, response: ThemeResponse },
  website: { feature: 'section-7', method: 'GET', path: apiPaths.website, response: WebsiteSetting },
  login: { feature: 'section-7', method: 'POST', path: apiPaths.login, body: LoginRequest, response: LoginResponse },
  logout: { feature: 'section-7', method: 'POST', path: apiPaths.logout, response: OkResponse },
  auth: { feature: 'section-7', method: 'GET', path: apiPaths.auth, response: AuthUser },
  credit: { feature: 'section-7', method: 'GET', path: apiPaths.credit, response: CreditResponse },
  wallet: { feature: 'section-7', method: 'GET', path: apiPaths.wallet, response: WalletResponse },
  eventLog: { feature: 'section-7', method: 'POST', path: apiPaths.eventLog, body: EventLogRequest, response: OkResponse },
  register: { feature: 'register', method: 'POST', path: apiPaths.register, body: RegisterRequest, response: RegisterResponse, status: 201 },
  registerAuto: { feature: 'register-auto', method: 'POST', path: apiPaths.registerAuto, body: AutoRegisterRequest, response: AutoRegisterResponse, status: 201 },
  otpRequest: { feature: 'register-otp', method: 'POST', path: apiPaths.otpRequest, body: OtpRequest, response: OtpRequestResponse },
  otpVerify: { feature: 'register-otp', method: 'POST', path: apiPaths.otpVerify, body: OtpVerifyRequest, response: OtpVerifyResponse },
  lineExchange: { feature: 'line', method: 'POST', path: apiPaths.lineExchange, body: LineExchangeRequest, response: LineExchangeResponse },
  lottoLogin: { feature: 'section-7', method: 'GET', path: apiPaths.lottoLogin, response: GameLoginAnswer },
  hotgraphLogin: { feature: 'section-7', method: 'GET', path: apiPaths.hotgraphLogin, response: GameLoginAnswer },
  hotgraphGameLogin: { feature: 'section-7', method: 'POST', path: apiPaths.hotgraphGameLogin, body: HotgraphLoginRequest, response: GameLoginAnswer },
  gameCategories: { feature: 'game-lobby', method: 'GET', path: apiPaths.gameCategories, response: GameCategoryList },
  gameProviders: { feature: 'game-lobby', method: 'GET', path: apiPaths.gameProviders, query: GameProvidersQuery, response: GameProviderList },
  games: { feature: 'game-lobby', method: 'GET', path: apiPaths.games, query: GamesQuery, response: GameItemList },
  gameLogin: { feature: 'game-lobby', method: 'POST', path: apiPaths.gameLogin, body: GameLaunchRequest, response: GameLoginAnswer },
  luckyWheel: { feature: 'lucky-wheel', method: 'GET', path: apiPaths.luckyWheel, response: LuckyWheelState },
  luckyWheelSpin: { feature: 'lucky-wheel', method: 'POST', path: apiPaths.luckyWheelSpin, response: LuckyWheelSpinResult },
  activities: { feature: 'news', method: 'GET', path: apiPaths.activities, response: SiteNewsList },
  promotions: { feature: 'news', method: 'GET', path: apiPaths.promotions, response: SiteNewsList },
  // The earlier member service (spec section 4): its own base URL, played by the reference API.
  memberServiceLogin: { feature: 'section-7', method: 'POST', path: apiPaths.memberServiceLogin, body: MemberServiceLoginRequest, response: MemberServiceLoginAnswer },
  // The wallet (bearer): money as two-decimal strings on the wire, satang in storage (ADR 0010).
  depositOptions: { feature: 'deposit', method: 'GET', path: apiPaths.depositOptions, response: DepositOptions },
  promptPayCreate: { feature: 'deposit', method: 'POST', path: apiPaths.promptPayCreate, body: PromptPayCreate, response: PromptPayRequest, status: 201 },
  promotionChoose: { feature: 'deposit', method: 'POST', path: apiPaths.promotionChoose, body: PromotionChoice, response: PromotionChoice },
  depositCancel: { feature: 'deposit', method: 'POST', path: apiPaths.depositCancel, body: DepositCancel, response: DepositRecord },
  slipSubmit: { feature: 'deposit', method: 'POST', path: apiPaths.slipSubmit, body: SlipSubmit, response: DepositRecord, status: 201 },
  deposits: { feature: 'wallet-history', method: 'GET', path: apiPaths.deposits, query: HistoryQuery, response: DepositPage },
  withdrawOptions: { feature: 'withdraw', method: 'GET', path: apiPaths.withdrawOptions, response: WithdrawOptions },
  withdrawCreate: { feature: 'withdraw', method: 'POST', path: apiPaths.withdrawCreate, body: WithdrawCreate, response: WithdrawalCreated, status: 201 },
  withdrawals: { feature: 'wallet-history', method: 'GET', path: apiPaths.withdrawals, query: HistoryQuery, response: WithdrawalPage },
  statement: { feature: 'statement', method: 'GET', path: apiPaths.statement, query: StatementQuery, response: StatementPage },
  // The balance's version, read every 2 s by a member page on screen: a new one means it changed.
  balanceChanges: { feature: 'balance-changes', method: 'GET', path: apiPaths.balanceChanges, response: BalanceChange },
  // Play history, cashback and pay-back (issue 8): rebates computed in satang, claimed once per period.
  playHistory: { feature: 'play-history', method: 'GET', path: apiPaths.playHistory, query: PlayHistoryQuery, response: PlayHistoryPage },
  rebates: { feature: 'rebates', method: 'GET', path: apiPaths.rebates, query: RebatesQuery, response: RebatesResponse },
  rebateClaim: { feature: 'rebates', method: 'POST', path: apiPaths.rebateClaim, body: RebateClaimRequest, response: RebateClaimRecord, status: 201 },
  // The member's account (issue 9, bearer).
  profile: { feature: 'profile', method: 'GET', path: apiPaths.profile, response: MemberProfile },
  passwordChange: { feature: 'password-change', method: 'POST', path: apiPaths.passwordChange, body: PasswordChange, response: PasswordChanged },
  announcements: { feature: 'announcements', method: 'GET', path: apiPaths.announcements, response: AnnouncementList },
  announcementRead: { feature: 'announcements', method: 'POST', path: apiPaths.announcementRead, body: AnnouncementRead, response: UnreadCount },
  announcementsUnread: { feature: 'announcements', method: 'GET', path: apiPaths.announcementsUnread, response: UnreadCount },
  tickets: { feature: 'tickets', method: 'GET', path: apiPaths.tickets, response: TicketList },
  ticketCreate: { feature: 'tickets', method: 'POST', path: apiPaths.ticketCreate, body: TicketCreate, response: SupportTicket, status: 201 },
  promotionCodes: { feature: 'promotion-codes', method: 'GET', path: apiPaths.promotionCodes, response: PromotionCodeList },
  promotionCodeRedeem: { feature: 'promotion-codes', method: 'POST', path: apiPaths.promotionCodeRedeem, body: PromotionCodeRedeem, response: PromotionCodeRedemption, status: 201 },
  affiliate: { feature: 'affiliate', method: 'GET', path: apiPaths.affiliate, response: AffiliateSummary },
  // Safer play: deposit limits (ADR 0017).
  depositLimits: { feature: 'deposit-limits', method: 'GET', path: apiPaths.depositLimits, response: DepositLimits },
  depositLimitsUpdate: { feature: 'deposit-limits', method: 'POST', path: apiPaths.depositLimitsUpdate, body: DepositLimitsUpdate, response: DepositLimits },
  depositLimitCancel: { feature: 'deposit-limits', method: 'POST', path: apiPaths.depositLimitCancel, body: DepositLimitCancel, response: DepositLimits },
  // Safer play (ADR 0018).
  saferPlay: { feature: 'safer-play', method: 'GET', path: apiPaths.saferPlay, response: SaferPlayState },
  takeBreak: { feature: 'safer-play', method: 'POST', path: apiPaths.takeBreak, body: BreakRequest, response: SaferPlayState },
  realityCheckSet: { feature: 'safer-play', method: 'POST', path: apiPaths.realityCheckSet, body: RealityCheckRequest, response: SaferPlayState },
  sessionSummary: { feature: 'safer-play', method: 'GET', path: apiPaths.sessionSummary, response: SessionSummary },
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

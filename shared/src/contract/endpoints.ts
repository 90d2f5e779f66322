import type { TSchema } from 'typebox';
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
  WithdrawalRecord,
  WithdrawOptions,
} from './wallet';

/** One API call: the API validates `body`/`query` and serialises `response` with these schemas. */
export interface EndpointDef {
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
  contactUs: { method: 'GET', path: apiPaths.contactUs, response: ContactUs },
  theme: { method: 'GET', path: apiPaths.theme, response: ThemeResponse },
  website: { method: 'GET', path: apiPaths.website, response: WebsiteSetting },
  login: { method: 'POST', path: apiPaths.login, body: LoginRequest, response: LoginResponse },
  logout: { method: 'POST', path: apiPaths.logout, response: OkResponse },
  auth: { method: 'GET', path: apiPaths.auth, response: AuthUser },
  credit: { method: 'GET', path: apiPaths.credit, response: CreditResponse },
  wallet: { method: 'GET', path: apiPaths.wallet, response: WalletResponse },
  eventLog: { method: 'POST', path: apiPaths.eventLog, body: EventLogRequest, response: OkResponse },
  register: { method: 'POST', path: apiPaths.register, body: RegisterRequest, response: RegisterResponse, status: 201 },
  registerAuto: { method: 'POST', path: apiPaths.registerAuto, body: AutoRegisterRequest, response: AutoRegisterResponse, status: 201 },
  otpRequest: { method: 'POST', path: apiPaths.otpRequest, body: OtpRequest, response: OtpRequestResponse },
  otpVerify: { method: 'POST', path: apiPaths.otpVerify, body: OtpVerifyRequest, response: OtpVerifyResponse },
  lineExchange: { method: 'POST', path: apiPaths.lineExchange, body: LineExchangeRequest, response: LineExchangeResponse },
  lottoLogin: { method: 'GET', path: apiPaths.lottoLogin, response: GameLoginAnswer },
  hotgraphLogin: { method: 'GET', path: apiPaths.hotgraphLogin, response: GameLoginAnswer },
  hotgraphGameLogin: { method: 'POST', path: apiPaths.hotgraphGameLogin, body: HotgraphLoginRequest, response: GameLoginAnswer },
  gameCategories: { method: 'GET', path: apiPaths.gameCategories, response: GameCategoryList },
  gameProviders: { method: 'GET', path: apiPaths.gameProviders, query: GameProvidersQuery, response: GameProviderList },
  games: { method: 'GET', path: apiPaths.games, query: GamesQuery, response: GameItemList },
  gameLogin: { method: 'POST', path: apiPaths.gameLogin, body: GameLaunchRequest, response: GameLoginAnswer },
  luckyWheel: { method: 'GET', path: apiPaths.luckyWheel, response: LuckyWheelState },
  luckyWheelSpin: { method: 'POST', path: apiPaths.luckyWheelSpin, response: LuckyWheelSpinResult },
  activities: { method: 'GET', path: apiPaths.activities, response: SiteNewsList },
  promotions: { method: 'GET', path: apiPaths.promotions, response: SiteNewsList },
  // The earlier member service (spec section 4): its own base URL, played by the reference API.
  memberServiceLogin: { method: 'POST', path: apiPaths.memberServiceLogin, body: MemberServiceLoginRequest, response: MemberServiceLoginAnswer },
  // The wallet (bearer): money as two-decimal strings on the wire, satang in storage (ADR 0010).
  depositOptions: { method: 'GET', path: apiPaths.depositOptions, response: DepositOptions },
  promptPayCreate: { method: 'POST', path: apiPaths.promptPayCreate, body: PromptPayCreate, response: PromptPayRequest, status: 201 },
  promotionChoose: { method: 'POST', path: apiPaths.promotionChoose, body: PromotionChoice, response: PromotionChoice },
  depositCancel: { method: 'POST', path: apiPaths.depositCancel, body: DepositCancel, response: DepositRecord },
  slipSubmit: { method: 'POST', path: apiPaths.slipSubmit, body: SlipSubmit, response: DepositRecord, status: 201 },
  deposits: { method: 'GET', path: apiPaths.deposits, query: HistoryQuery, response: DepositPage },
  withdrawOptions: { method: 'GET', path: apiPaths.withdrawOptions, response: WithdrawOptions },
  withdrawCreate: { method: 'POST', path: apiPaths.withdrawCreate, body: WithdrawCreate, response: WithdrawalRecord, status: 201 },
  withdrawals: { method: 'GET', path: apiPaths.withdrawals, query: HistoryQuery, response: WithdrawalPage },
  statement: { method: 'GET', path: apiPaths.statement, query: StatementQuery, response: StatementPage },
  // Play history, cashback and pay-back (issue 8): rebates computed in satang, claimed once per period.
  playHistory: { method: 'GET', path: apiPaths.playHistory, query: PlayHistoryQuery, response: PlayHistoryPage },
  rebates: { method: 'GET', path: apiPaths.rebates, query: RebatesQuery, response: RebatesResponse },
  rebateClaim: { method: 'POST', path: apiPaths.rebateClaim, body: RebateClaimRequest, response: RebateClaimRecord, status: 201 },
  // The member's account (issue 9, bearer).
  profile: { method: 'GET', path: apiPaths.profile, response: MemberProfile },
  passwordChange: { method: 'POST', path: apiPaths.passwordChange, body: PasswordChange, response: PasswordChanged },
  announcements: { method: 'GET', path: apiPaths.announcements, response: AnnouncementList },
  announcementRead: { method: 'POST', path: apiPaths.announcementRead, body: AnnouncementRead, response: UnreadCount },
  announcementsUnread: { method: 'GET', path: apiPaths.announcementsUnread, response: UnreadCount },
  tickets: { method: 'GET', path: apiPaths.tickets, response: TicketList },
  ticketCreate: { method: 'POST', path: apiPaths.ticketCreate, body: TicketCreate, response: SupportTicket, status: 201 },
  promotionCodes: { method: 'GET', path: apiPaths.promotionCodes, response: PromotionCodeList },
  promotionCodeRedeem: { method: 'POST', path: apiPaths.promotionCodeRedeem, body: PromotionCodeRedeem, response: PromotionCodeRedemption, status: 201 },
  affiliate: { method: 'GET', path: apiPaths.affiliate, response: AffiliateSummary },
  // Safer play: deposit limits (ADR 0017).
  depositLimits: { method: 'GET', path: apiPaths.depositLimits, response: DepositLimits },
  depositLimitsUpdate: { method: 'POST', path: apiPaths.depositLimitsUpdate, body: DepositLimitsUpdate, response: DepositLimits },
  depositLimitCancel: { method: 'POST', path: apiPaths.depositLimitCancel, body: DepositLimitCancel, response: DepositLimits },
  // Safer play (ADR 0018).
  saferPlay: { method: 'GET', path: apiPaths.saferPlay, response: SaferPlayState },
  takeBreak: { method: 'POST', path: apiPaths.takeBreak, body: BreakRequest, response: SaferPlayState },
  realityCheckSet: { method: 'POST', path: apiPaths.realityCheckSet, body: RealityCheckRequest, response: SaferPlayState },
  sessionSummary: { method: 'GET', path: apiPaths.sessionSummary, response: SessionSummary },
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

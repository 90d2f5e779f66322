import type { TSchema } from 'typebox';
import type { EndpointFeature } from './capabilities';
import type { StaffPermission } from './staff-roles';
import {
  AuditExport,
  AuditPage,
  AuditQuery,
  DayReport,
  ReportQuery,
  StaffAccount,
  StaffAccountCreate,
  StaffAccountList,
  StaffAccountParams,
  StaffAccountWithPassword,
  StaffCodeRequest,
  StaffEnrolled,
  StaffLoginAnswer,
  StaffLoginRequest,
  StaffMe,
  StaffOk,
  StaffRolesUpdate,
  StaffSession,
} from './staff';
import {
  StaffAdjustmentCreate,
  StaffApproval,
  StaffApprovalDecline,
  StaffApprovalList,
  StaffApprovalQuery,
  StaffDeposit,
  StaffDepositPage,
  StaffDepositQuery,
  StaffHeldCredit,
  StaffHeldList,
  StaffHeldQuery,
  StaffHeldReturn,
  StaffHeldTransfer,
  StaffIdParams,
  StaffWithdrawal,
  StaffWithdrawalPage,
  StaffWithdrawalPaid,
  StaffWithdrawalQuery,
  StaffWithdrawalReject,
  StatementImportList,
  StatementImportRequest,
  StatementImportResult,
  StatementLineInput,
  StatementLineResult,
} from './staff-money';
import {
  StaffAnnouncement,
  StaffAnnouncementCreate,
  StaffAnnouncementList,
  StaffMemberDetail,
  StaffMemberList,
  StaffMemberParams,
  StaffMemberPasswordReset,
  StaffMemberSearch,
  StaffMemberSuspend,
  StaffPromotionCode,
  StaffPromotionCodeCreate,
  StaffPromotionCodeList,
  StaffPromotionCodeParams,
  StaffRedemptionList,
  StaffTicket,
  StaffTicketList,
  StaffTicketQuery,
  StaffTicketReply,
} from './staff-members';
import { StaffSiteImage, StaffSiteSettings, StaffSiteUpdate } from './staff-site';
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
  /** The `:name` parts of the path, checked by the API (`call`'s `params` fill them in). */
  readonly params?: TSchema;
  /** The answer on success; also the API's allow-list of fields it may send. */
  readonly response: TSchema;
  /** HTTP status of the success answer (200 unless said). */
  readonly status?: 200 | 201;
  /**
   * A staff route's rule (feature `staff`, ADR 0046): the permission it needs, `session` (any
   * signed-in staff member) or `public` (the sign-in itself). The API enforces it on the route;
   * the back office hides what the staff member's roles cannot use.
   */
  readonly permission?: StaffPermission | 'session' | 'public';
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
  // The staff back office (issue 35, ADR 0046): its own origin, its own sessions, roles on every route.
  staffLogin: { feature: 'staff', permission: 'public', method: 'POST', path: '/api/staff/login', body: StaffLoginRequest, response: StaffLoginAnswer },
  staffLoginCode: { feature: 'staff', permission: 'public', method: 'POST', path: '/api/staff/login/code', body: StaffCodeRequest, response: StaffSession },
  staffEnrol: { feature: 'staff', permission: 'public', method: 'POST', path: '/api/staff/login/enrol', body: StaffCodeRequest, response: StaffEnrolled },
  staffLogout: { feature: 'staff', permission: 'session', method: 'POST', path: '/api/staff/logout', response: StaffOk },
  staffMe: { feature: 'staff', permission: 'session', method: 'GET', path: '/api/staff/me', response: StaffMe },
  staffAccounts: { feature: 'staff', permission: 'staff', method: 'GET', path: '/api/staff/accounts', response: StaffAccountList },
  staffAccountCreate: { feature: 'staff', permission: 'staff', method: 'POST', path: '/api/staff/accounts', body: StaffAccountCreate, response: StaffAccountWithPassword, status: 201 },
  staffAccountRoles: { feature: 'staff', permission: 'staff', method: 'POST', path: '/api/staff/accounts/:username/roles', params: StaffAccountParams, body: StaffRolesUpdate, response: StaffAccount },
  staffAccountDisable: { feature: 'staff', permission: 'staff', method: 'POST', path: '/api/staff/accounts/:username/disable', params: StaffAccountParams, response: StaffAccount },
  staffAccountEnable: { feature: 'staff', permission: 'staff', method: 'POST', path: '/api/staff/accounts/:username/enable', params: StaffAccountParams, response: StaffAccount },
  staffAccountResetTotp: { feature: 'staff', permission: 'staff', method: 'POST', path: '/api/staff/accounts/:username/reset-totp', params: StaffAccountParams, response: StaffAccount },
  staffAccountResetPassword: { feature: 'staff', permission: 'staff', method: 'POST', path: '/api/staff/accounts/:username/reset-password', params: StaffAccountParams, response: StaffAccountWithPassword },
  staffAudit: { feature: 'staff', permission: 'audit', method: 'GET', path: '/api/staff/audit', query: AuditQuery, response: AuditPage },
  staffAuditExport: { feature: 'staff', permission: 'audit', method: 'GET', path: '/api/staff/audit/export', query: AuditQuery, response: AuditExport },
  staffReport: { feature: 'staff', permission: 'reports', method: 'GET', path: '/api/staff/reports/day', query: ReportQuery, response: DayReport },
  staffWithdrawals: { feature: 'staff', permission: 'money', method: 'GET', path: '/api/staff/withdrawals', query: StaffWithdrawalQuery, response: StaffWithdrawalPage },
  staffWithdrawalClaim: { feature: 'staff', permission: 'money', method: 'POST', path: '/api/staff/withdrawals/:id/claim', params: StaffIdParams, response: StaffWithdrawal },
  staffWithdrawalRelease: { feature: 'staff', permission: 'money', method: 'POST', path: '/api/staff/withdrawals/:id/release', params: StaffIdParams, response: StaffWithdrawal },
  staffWithdrawalPay: { feature: 'staff', permission: 'money', method: 'POST', path: '/api/staff/withdrawals/:id/pay', params: StaffIdParams, response: StaffWithdrawalPaid },
  staffWithdrawalReject: { feature: 'staff', permission: 'money', method: 'POST', path: '/api/staff/withdrawals/:id/reject', params: StaffIdParams, body: StaffWithdrawalReject, response: StaffWithdrawal },
  staffApprovals: { feature: 'staff', permission: 'money', method: 'GET', path: '/api/staff/approvals', query: StaffApprovalQuery, response: StaffApprovalList },
  staffApprovalApprove: { feature: 'staff', permission: 'money', method: 'POST', path: '/api/staff/approvals/:id/approve', params: StaffIdParams, response: StaffApproval },
  staffApprovalDecline: { feature: 'staff', permission: 'money', method: 'POST', path: '/api/staff/approvals/:id/decline', params: StaffIdParams, body: StaffApprovalDecline, response: StaffApproval },
  staffAdjustmentCreate: { feature: 'staff', permission: 'money', method: 'POST', path: '/api/staff/adjustments', body: StaffAdjustmentCreate, response: StaffApproval, status: 201 },
  staffDeposits: { feature: 'staff', permission: 'money', method: 'GET', path: '/api/staff/deposits', query: StaffDepositQuery, response: StaffDepositPage },
  staffDepositCredit: { feature: 'staff', permission: 'money', method: 'POST', path: '/api/staff/deposits/:id/credit', params: StaffIdParams, response: StaffDeposit },
  staffHeldTransfers: { feature: 'staff', permission: 'money', method: 'GET', path: '/api/staff/held-transfers', query: StaffHeldQuery, response: StaffHeldList },
  staffHeldCredit: { feature: 'staff', permission: 'money', method: 'POST', path: '/api/staff/held-transfers/:id/credit', params: StaffIdParams, body: StaffHeldCredit, response: StaffHeldTransfer },
  staffHeldReturn: { feature: 'staff', permission: 'money', method: 'POST', path: '/api/staff/held-transfers/:id/return', params: StaffIdParams, body: StaffHeldReturn, response: StaffHeldTransfer },
  staffStatementLine: { feature: 'staff', permission: 'money', method: 'POST', path: '/api/staff/statements/lines', body: StatementLineInput, response: StatementLineResult },
  staffStatementImport: { feature: 'staff', permission: 'money', method: 'POST', path: '/api/staff/statements/import', body: StatementImportRequest, response: StatementImportResult, status: 201 },
  staffStatementImports: { feature: 'staff', permission: 'money', method: 'GET', path: '/api/staff/statements/imports', response: StatementImportList },
  staffMembers: { feature: 'staff', permission: 'membersRead', method: 'GET', path: '/api/staff/members', query: StaffMemberSearch, response: StaffMemberList },
  staffMember: { feature: 'staff', permission: 'membersRead', method: 'GET', path: '/api/staff/members/:username', params: StaffMemberParams, response: StaffMemberDetail },
  staffMemberSuspend: { feature: 'staff', permission: 'membersWrite', method: 'POST', path: '/api/staff/members/:username/suspend', params: StaffMemberParams, body: StaffMemberSuspend, response: StaffMemberDetail },
  staffMemberUnsuspend: { feature: 'staff', permission: 'membersWrite', method: 'POST', path: '/api/staff/members/:username/unsuspend', params: StaffMemberParams, response: StaffMemberDetail },
  staffMemberResetPassword: { feature: 'staff', permission: 'membersWrite', method: 'POST', path: '/api/staff/members/:username/reset-password', params: StaffMemberParams, response: StaffMemberPasswordReset },
  staffTickets: { feature: 'staff', permission: 'tickets', method: 'GET', path: '/api/staff/tickets', query: StaffTicketQuery, response: StaffTicketList },
  staffTicketReply: { feature: 'staff', permission: 'tickets', method: 'POST', path: '/api/staff/tickets/:id/reply', params: StaffIdParams, body: StaffTicketReply, response: StaffTicket },
  staffAnnouncements: { feature: 'staff', permission: 'announcements', method: 'GET', path: '/api/staff/announcements', response: StaffAnnouncementList },
  staffAnnouncementCreate: { feature: 'staff', permission: 'announcements', method: 'POST', path: '/api/staff/announcements', body: StaffAnnouncementCreate, response: StaffAnnouncement, status: 201 },
  staffAnnouncementPublish: { feature: 'staff', permission: 'announcements', method: 'POST', path: '/api/staff/announcements/:id/publish', params: StaffIdParams, response: StaffAnnouncement },
  staffAnnouncementUnpublish: { feature: 'staff', permission: 'announcements', method: 'POST', path: '/api/staff/announcements/:id/unpublish', params: StaffIdParams, response: StaffAnnouncement },
  staffPromotionCodes: { feature: 'staff', permission: 'promotionCodes', method: 'GET', path: '/api/staff/promotion-codes', response: StaffPromotionCodeList },
  staffPromotionCodeCreate: { feature: 'staff', permission: 'promotionCodes', method: 'POST', path: '/api/staff/promotion-codes', body: StaffPromotionCodeCreate, response: StaffPromotionCode, status: 201 },
  staffPromotionCodePause: { feature: 'staff', permission: 'promotionCodes', method: 'POST', path: '/api/staff/promotion-codes/:code/pause', params: StaffPromotionCodeParams, response: StaffPromotionCode },
  staffPromotionCodeResume: { feature: 'staff', permission: 'promotionCodes', method: 'POST', path: '/api/staff/promotion-codes/:code/resume', params: StaffPromotionCodeParams, response: StaffPromotionCode },
  staffPromotionCodeRedemptions: { feature: 'staff', permission: 'promotionCodes', method: 'GET', path: '/api/staff/promotion-codes/:code/redemptions', params: StaffPromotionCodeParams, response: StaffRedemptionList },
  staffSite: { feature: 'staff', permission: 'settings', method: 'GET', path: '/api/staff/site', response: StaffSiteSettings },
  staffSiteUpdate: { feature: 'staff', permission: 'settings', method: 'POST', path: '/api/staff/site', body: StaffSiteUpdate, response: StaffSiteSettings },
  staffSiteImage: { feature: 'staff', permission: 'settings', method: 'POST', path: '/api/staff/site/image', body: StaffSiteImage, response: StaffSiteSettings },
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

// `@member-site/shared/staff`: the back office's part of the contract (issue 35, ADR 0046), for
// the back office and the staff remotes only. The member site never imports this entry, so no
// member bundle carries a staff path or check.
export {
  staffApiPaths,
  staffLoginEndpoint,
  staffLoginCodeEndpoint,
  staffEnrolEndpoint,
  staffLogoutEndpoint,
  staffMeEndpoint,
  staffAccountsEndpoint,
  staffAccountCreateEndpoint,
  staffAccountRolesEndpoint,
  staffAccountDisableEndpoint,
  staffAccountEnableEndpoint,
  staffAccountResetTotpEndpoint,
  staffAccountResetPasswordEndpoint,
  staffAuditEndpoint,
  staffAuditExportEndpoint,
  staffReportEndpoint,
  staffWithdrawalsEndpoint,
  staffWithdrawalClaimEndpoint,
  staffWithdrawalReleaseEndpoint,
  staffWithdrawalPayEndpoint,
  staffWithdrawalRejectEndpoint,
  staffApprovalsEndpoint,
  staffApprovalApproveEndpoint,
  staffApprovalDeclineEndpoint,
  staffAdjustmentCreateEndpoint,
  staffDepositsEndpoint,
  staffDepositCreditEndpoint,
  staffHeldTransfersEndpoint,
  staffHeldCreditEndpoint,
  staffHeldReturnEndpoint,
  staffStatementLineEndpoint,
  staffStatementImportEndpoint,
  staffStatementImportsEndpoint,
  staffMembersEndpoint,
  staffMemberEndpoint,
  staffMemberSuspendEndpoint,
  staffMemberUnsuspendEndpoint,
  staffMemberResetPasswordEndpoint,
  staffTicketsEndpoint,
  staffTicketReplyEndpoint,
  staffAnnouncementsEndpoint,
  staffAnnouncementCreateEndpoint,
  staffAnnouncementPublishEndpoint,
  staffAnnouncementUnpublishEndpoint,
  staffPromotionCodesEndpoint,
  staffPromotionCodeCreateEndpoint,
  staffPromotionCodePauseEndpoint,
  staffPromotionCodeResumeEndpoint,
  staffPromotionCodeRedemptionsEndpoint,
  staffSiteEndpoint,
  staffSiteUpdateEndpoint,
  staffSiteImageEndpoint,
} from '../contract/staff-checks.generated';
export {
  isStaffRole,
  permissionsOf,
  staffPermissionRoles,
  staffPermissions,
  staffRoleNames,
  staffRoles,
  staffSessionLimits,
  type StaffPermission,
  type StaffRole,
} from '../contract/staff-roles';
export type {
  AuditEntry,
  AuditExport,
  AuditPage,
  AuditQuery,
  DayReport,
  StaffAccount,
  StaffAccountCreate,
  StaffAccountList,
  StaffAccountWithPassword,
  StaffEnrolled,
  StaffIdentity,
  StaffLoginAnswer,
  StaffMe,
  StaffSession,
} from '../contract/staff';
export type {
  ApprovalKind,
  ApprovalStatus,
  HeldReason,
  StaffApproval,
  StaffBankAccount,
  StaffDeposit,
  StaffDepositPage,
  StaffHeldTransfer,
  StaffMemberRef,
  StaffWithdrawal,
  StaffWithdrawalPage,
  StaffWithdrawalPaid,
  StatementBank,
  StatementImportResult,
  StatementImportSummary,
  StatementLineInput,
  StatementLineResult,
  WithdrawalContext,
} from '../contract/staff-money';
export type {
  MemberStatus,
  PromotionCodeRule,
  StaffAnnouncement,
  StaffAnnouncementCreate,
  StaffLedgerEntry,
  StaffMemberDetail,
  StaffMemberSignIn,
  StaffMemberSummary,
  StaffPromotionCode,
  StaffPromotionCodeCreate,
  StaffTicket,
} from '../contract/staff-members';
export { contactUrlPattern, siteImageMaxBytes, siteImageTypes, type StaffSiteSettings, type StaffSiteUpdate } from '../contract/staff-site';
export type { StaffEndpoint } from '../contract/client-endpoint';
export {
  createStaffApp,
  createStaffPageRoot,
  createStaffQueryClient,
  StaffFrame,
  useCan,
  useStaff,
  useStaffApi,
  type StaffPageLoader,
  type StaffRemoteProps,
  type StaffServices,
} from './app';
export {
  staffMenuGroups,
  staffPageNames,
  staffPath,
  staffRoutes,
  staffRoutesFor,
  type StaffMenuGroup,
  type StaffPageMap,
  type StaffPageName,
  type StaffPageOwner,
  type StaffRemoteName,
  type StaffRouteDef,
  type StaffRouteName,
} from './routes';
// The staff design kit (ADR 0047): one way of doing each thing on a staff page.
export { DataTable, amountKey, type Column, type DataTableProps } from './ui/DataTable';
export { Elapsed, Facts, Money, StatusBadge, When, WrittenText, elapsedText, timeText } from './ui/display';
export { Filters, Pager, useFilters, type FilterField, type FilterValues } from './ui/Filters';
export { CheckboxField, CheckboxGroup, FormEnd, SelectField, TextAreaField, TextField, requiredText } from './ui/forms';
export { ActionButton, ActionError, NoteAction, OneTimeSecret, type NoteActionProps, type OneTimeSecretProps } from './ui/actions';
export { LoadFailed, LoadState, type ReadState } from './ui/LoadState';
export { Section, StaffPage } from './ui/StaffPage';
export { staffQueryKey, useStaffMutation, useStaffQuery, type StaffMutationOptions } from './ui/query';
export { heldReasonLabel, statusLabel, statusOptions, statusWords, type StatusKind, type StatusOf } from './ui/status';
export { decodeText, downloadText, readFileBytes, readTextFile, toBase64 } from './ui/files';
export { staffTexts } from './ui/texts';
export { useNow } from './ui/use-now';
export { bangkokInstant } from './ui/time';

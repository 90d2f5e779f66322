import { compareAmounts, formatMoneyText } from '@member-site/shared';
import {
  ActionButton,
  ActionError,
  amountKey,
  DataTable,
  Money,
  StatusBadge,
  When,
  staffPromotionCodePauseEndpoint,
  staffPromotionCodeResumeEndpoint,
  staffPromotionCodesEndpoint,
  useStaffMutation,
  useStaffQuery,
  type Column,
  type StaffPromotionCode,
} from '@member-site/shared/staff';
import { accountStaffTexts as a, promotionRuleLabel } from '../../../components/texts';
import { codeTexts as t } from '../texts';
import { Redemptions } from './Redemptions';

const refreshes = [staffPromotionCodesEndpoint];

function PauseResume({ code }: { code: StaffPromotionCode }) {
  const params = { params: { code: code.code } };
  const pause = useStaffMutation(staffPromotionCodePauseEndpoint, { input: () => params, refreshes });
  const resume = useStaffMutation(staffPromotionCodeResumeEndpoint, { input: () => params, refreshes });
  const pending = pause.isPending || resume.isPending;
  if (code.status === 'expired') return null;
  return (
    <div className="bo-actions">
      {code.status === 'paused' ? (
        <ActionButton look="gold" label={t.resume} pending={pending} run={() => resume.mutate()} />
      ) : (
        <ActionButton label={t.pause} pending={pending} run={() => pause.mutate()} />
      )}
      <ActionError>{pause.errorText ?? resume.errorText}</ActionError>
    </div>
  );
}

const columns: Column<StaffPromotionCode>[] = [
  { id: 'code', header: t.code, cell: (row) => <span className="ms-mono">{row.code}</span>, sort: (row) => row.code, rowHeader: true },
  { id: 'amount', header: a.amount, cell: (row) => <Money amount={row.amount} />, sort: (row) => amountKey(row.amount), align: 'end' },
  {
    id: 'period',
    header: t.period,
    cell: (row) => (
      <>
        <When at={row.startsAt} />
        <span className="bo-sub">{row.endsAt ? <When at={row.endsAt} /> : t.noEnd}</span>
      </>
    ),
    sort: (row) => row.startsAt,
  },
  { id: 'redeemed', header: t.redeemed, cell: (row) => t.redeemedOf(row.redeemed, row.maxRedemptions), sort: (row) => row.redeemed, align: 'end' },
  {
    id: 'rule',
    header: t.rule,
    cell: (row) => (
      <>
        {promotionRuleLabel[row.rule]}
        {(compareAmounts(row.minDeposit, '0.00') ?? 0) > 0 ? <span className="bo-sub">{t.minDepositShort(formatMoneyText(row.minDeposit))}</span> : null}
      </>
    ),
  },
  { id: 'status', header: a.status, cell: (row) => <StatusBadge kind="promotionCode" status={row.status} /> },
  { id: 'actions', header: a.actions, cell: (row) => <PauseResume code={row} /> },
];

const detail = (row: StaffPromotionCode) => <Redemptions code={row.code} />;

/** Every code with its state and redemptions; a row opens to the members who redeemed it. */
export function PromotionCodeList() {
  const read = useStaffQuery(staffPromotionCodesEndpoint);
  return (
    <DataTable
      caption={t.caption}
      captionHidden
      columns={columns}
      rows={read.data?.data}
      rowId={(row) => row.code}
      empty={t.empty}
      read={read}
      detail={detail}
    />
  );
}

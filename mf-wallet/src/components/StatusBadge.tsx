import { Badge, type BadgeTone, type DepositStatus, type WithdrawalStatus } from '@member-site/shared';
import { depositStatusLabel, withdrawalStatusLabel } from '../lib/texts';

const tones: Record<DepositStatus | WithdrawalStatus, BadgeTone> = {
  pending: 'wait',
  held: 'wait',
  credited: 'ok',
  paid: 'ok',
  rejected: 'bad',
  expired: 'off',
  cancelled: 'off',
};

/** The status in words (never by colour alone), tinted by its tone. */
export function StatusBadge({ status, kind }: { status: DepositStatus | WithdrawalStatus; kind: 'deposit' | 'withdrawal' }) {
  const label = kind === 'deposit' ? depositStatusLabel[status as DepositStatus] : withdrawalStatusLabel[status as WithdrawalStatus];
  return <Badge tone={tones[status]}>{label}</Badge>;
}

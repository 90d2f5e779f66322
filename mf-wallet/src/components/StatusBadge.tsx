import type { DepositStatus, WithdrawalStatus } from '@member-site/shared';
import { depositStatusLabel, withdrawalStatusLabel } from '../lib/texts';

type Tone = 'wait' | 'ok' | 'bad' | 'off';

const tones: Record<DepositStatus | WithdrawalStatus, Tone> = {
  pending: 'wait',
  held: 'wait',
  credited: 'ok',
  paid: 'ok',
  rejected: 'bad',
  expired: 'off',
  cancelled: 'off',
};

/** The status in words (never by colour alone), tinted by a class. */
export function StatusBadge({ status, kind }: { status: DepositStatus | WithdrawalStatus; kind: 'deposit' | 'withdrawal' }) {
  const label = kind === 'deposit' ? depositStatusLabel[status as DepositStatus] : withdrawalStatusLabel[status as WithdrawalStatus];
  return <span className={`mw-badge mw-badge--${tones[status]}`}>{label}</span>;
}

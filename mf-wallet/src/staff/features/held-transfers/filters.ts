import { statusOptions, type FilterField } from '@member-site/shared/staff';
import { moneyTexts } from '../../components/texts';

/** The held ones by default. */
export const heldFilters = [
  { name: 'status', label: moneyTexts.status, kind: 'select', initial: 'held', options: statusOptions('held') },
] as const satisfies readonly FilterField[];

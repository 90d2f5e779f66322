import { statusOptions, type FilterField } from '@member-site/shared/staff';
import { moneyTexts } from '../../components/texts';
import { withdrawalTexts } from './texts';

/** The queue's filters: pending first by default. */
export const withdrawalFilters = [
  { name: 'status', label: withdrawalTexts.statusFilter, kind: 'select', initial: 'pending', options: [...statusOptions('withdrawal')] },
  { name: 'q', label: moneyTexts.searchMember, kind: 'text', hint: moneyTexts.searchMemberHint },
  { name: 'min', label: withdrawalTexts.minFilter, kind: 'amount' },
] as const satisfies readonly FilterField[];

import { statusOptions, type FilterField } from '@member-site/shared/staff';
import { moneyTexts } from '../../components/texts';

/** Pending first by default. */
export const depositFilters = [
  { name: 'status', label: moneyTexts.status, kind: 'select', initial: 'pending', options: [...statusOptions('deposit')] },
  { name: 'q', label: moneyTexts.searchMember, kind: 'text', hint: moneyTexts.searchMemberHint },
] as const satisfies readonly FilterField[];

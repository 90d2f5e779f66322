import { statusOptions, type FilterField } from '@member-site/shared/staff';
import { approvalKindLabel, moneyTexts } from '../../components/texts';
import { approvalTexts } from './texts';

/** Pending ones by default; the decided ones a choice away. */
export const approvalFilters = [
  { name: 'status', label: approvalTexts.statusFilter, kind: 'select', initial: 'pending', options: statusOptions('approval') },
  {
    name: 'kind',
    label: approvalTexts.kindFilter,
    kind: 'select',
    initial: 'all',
    options: [
      { value: 'all', label: moneyTexts.all },
      { value: 'withdrawal', label: approvalKindLabel.withdrawal },
      { value: 'adjustment', label: approvalKindLabel.adjustment },
    ],
  },
] as const satisfies readonly FilterField[];

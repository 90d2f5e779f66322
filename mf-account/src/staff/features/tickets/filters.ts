import { statusOptions, type FilterField } from '@member-site/shared/staff';
import { accountStaffTexts } from '../../components/texts';

/** Open ones first by default. */
export const ticketFilters = [
  {
    name: 'status',
    label: accountStaffTexts.status,
    kind: 'select',
    initial: 'open',
    options: [...statusOptions('ticket'), { value: 'all', label: accountStaffTexts.all }],
  },
] as const satisfies readonly FilterField[];

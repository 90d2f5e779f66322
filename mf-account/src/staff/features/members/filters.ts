import type { FilterField } from '@member-site/shared/staff';
import { memberSearchTexts } from './texts';

export const memberSearchFields = [
  { name: 'q', label: memberSearchTexts.search, kind: 'text', hint: memberSearchTexts.searchHint },
] as const satisfies readonly FilterField[];

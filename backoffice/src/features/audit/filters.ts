import type { FilterField } from '@member-site/shared/staff';
import { auditTexts as t } from './texts';

export const auditFilters = [
  { name: 'actor', label: t.actor, kind: 'text' },
  { name: 'action', label: t.action, kind: 'text', hint: t.actionHint },
  { name: 'target', label: t.target, kind: 'text', hint: t.targetHint },
  { name: 'from', label: t.from, kind: 'date' },
  { name: 'to', label: t.to, kind: 'date' },
] as const satisfies readonly FilterField[];

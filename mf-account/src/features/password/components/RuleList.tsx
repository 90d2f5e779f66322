import type { PasswordRules } from '@member-site/shared';
import { passwordTexts, ruleLabels } from '../texts';

/** Each rule ticks as the member types; the state is in words too, not only a colour and a mark. */
export function RuleList({ id, rules }: { id: string; rules: PasswordRules }) {
  return (
    <ul id={id} className="ma-rules" aria-label={passwordTexts.rulesTitle}>
      {(Object.keys(ruleLabels) as (keyof PasswordRules)[]).map((rule) => (
        <li key={rule} data-met={rules[rule]}>
          <span aria-hidden="true">{rules[rule] ? '✓' : '○'}</span>
          <span>
            {ruleLabels[rule]}
            <span className="ms-visually-hidden"> ({rules[rule] ? passwordTexts.met : passwordTexts.unmet})</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

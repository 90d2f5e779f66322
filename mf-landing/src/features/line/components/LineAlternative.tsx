import { routePath, routeTitle, useCapability, useConfig, useSession } from '@member-site/shared';
import { lineConfig } from '../line-config';
import type { LineIntent } from '../storage';
import { lineButtonTexts } from '../button-texts';
import { LineButton } from './LineButton';

export interface LineAlternativeProps {
  intent: LineIntent;
}

/**
 * "…or log in / register with LINE", under a form. Nothing at all when LINE is not configured
 * or the API does not offer the LINE code exchange (ADR 0029): a button that leads nowhere would
 * only cost the visitor's trust. The forms are prerendered, with the capability not known: the
 * button stays as rendered until the answer says no.
 */
export function LineAlternative({ intent }: LineAlternativeProps) {
  const offered = useCapability(useSession(), 'line', true);
  const config = useConfig();
  if (!lineConfig(config) || offered === false) return null;
  return (
    <div className="ml-line-alt">
      <p className="ml-line-alt__or" aria-hidden="true">
        <span>{lineButtonTexts.or}</span>
      </p>
      <LineButton to={routePath(intent === 'login' ? 'lineLogin' : 'lineRegister')}>{routeTitle(intent === 'login' ? 'lineLogin' : 'lineRegister')}</LineButton>
    </div>
  );
}

import { routePath, routeTitle, type PageProps } from '@member-site/shared';
import { lineConfig } from '../line-config';
import type { LineIntent } from '../storage';
import { lineButtonTexts } from '../button-texts';
import { LineButton } from './LineButton';

export interface LineAlternativeProps extends Pick<PageProps, 'config' | 'navigate'> {
  intent: LineIntent;
}

/**
 * "…or log in / register with LINE", under a form. Nothing at all when LINE is not configured:
 * a button that leads nowhere would only cost the visitor's trust.
 */
export function LineAlternative({ config, navigate, intent }: LineAlternativeProps) {
  if (!lineConfig(config)) return null;
  return (
    <div className="ml-line-alt">
      <p className="ml-line-alt__or" aria-hidden="true">
        <span>{lineButtonTexts.or}</span>
      </p>
      <LineButton to={routePath(intent === 'login' ? 'lineLogin' : 'lineRegister')} navigate={navigate}>
        {routeTitle(intent === 'login' ? 'lineLogin' : 'lineRegister')}
      </LineButton>
    </div>
  );
}

import { useConfig, useSession, useStream } from '@member-site/shared';
import { prerendered } from '../lib/prerendered';

export interface SiteBrand {
  /** The theme's title, else the runtime config's default. */
  title: string;
  /** The first theme record's logo URL, or '' while the theme is not loaded. */
  logo: string;
}

/** Title and logo of the site: the first theme record wins, the runtime config fills the gaps. */
export function useSiteBrand(): SiteBrand {
  const session = useSession();
  const config = useConfig();
  const first = useStream(session.theme, prerendered.theme)[0];
  const title = first?.title?.trim() || config.siteTitle;
  return { title, logo: first?.logo ?? '' };
}

import type { PageProps } from '@member-site/shared';
import { Lobby } from '../features/lobby/components/Lobby';

/** /Sport and /Sport/{sport}: the URL's sport picks a provider (or sub-filter) of the lobby. */
export default function SportPage({ api, config, session, params }: PageProps) {
  const sport = params.sport ?? '';
  return <Lobby key={sport} api={api} config={config} session={session} category="sport" initialProvider={sport} />;
}

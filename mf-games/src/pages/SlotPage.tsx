import type { PageProps } from '@member-site/shared';
import { Lobby } from '../features/lobby/components/Lobby';

export default function SlotPage({ api, config, session }: PageProps) {
  return <Lobby api={api} config={config} session={session} category="slot" />;
}

import type { PageProps } from '@member-site/shared';
import { Lobby } from '../features/lobby/components/Lobby';

export default function CardPage({ api, config }: PageProps) {
  return <Lobby api={api} config={config} category="card" />;
}

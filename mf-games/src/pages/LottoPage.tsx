import type { PageProps } from '@member-site/shared';
import { Lobby } from '../features/lobby/components/Lobby';

export default function LottoPage({ api, config }: PageProps) {
  return <Lobby api={api} config={config} category="lotto" />;
}

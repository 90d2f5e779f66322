import type { PageProps } from '@member-site/shared';
import { MemberHome } from '../features/playgame/components/MemberHome';

export default function PlaygamePage({ api, session, navigate, config }: PageProps) {
  return <MemberHome api={api} session={session} navigate={navigate} config={config} />;
}

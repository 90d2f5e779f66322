import type { PageProps } from '@member-site/shared';
import { Announcements } from '../features/news/components/Announcements';
import { MemberHome } from '../features/playgame/components/MemberHome';

export default function PlaygamePage({ api, session, navigate, config }: PageProps) {
  return (
    <MemberHome api={api} session={session} navigate={navigate} config={config} announcements={<Announcements api={api} navigate={navigate} />} />
  );
}

import { useCapability, type PageProps } from '@member-site/shared';
import { Announcements } from '../features/news/components/Announcements';
import { MemberHome } from '../features/playgame/components/MemberHome';

export default function PlaygamePage({ api, session, navigate, config }: PageProps) {
  // The news strip reads the activities: only from an API known to offer them (ADR 0029).
  const news = useCapability(session, 'news');
  return (
    <MemberHome
      api={api}
      session={session}
      navigate={navigate}
      config={config}
      announcements={news ? <Announcements api={api} navigate={navigate} /> : null}
    />
  );
}

import { useCapability, useSession } from '@member-site/shared';
import { Announcements } from '../features/news/components/Announcements';
import { MemberHome } from '../features/playgame/components/MemberHome';

export default function PlaygamePage() {
  // The news strip reads the activities: only from an API known to offer them (ADR 0029).
  const news = useCapability(useSession(), 'news');
  return <MemberHome announcements={news ? <Announcements /> : null} />;
}

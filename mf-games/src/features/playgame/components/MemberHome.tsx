import { useStream, type PageProps } from '@member-site/shared';
import { playgameTexts } from '../texts';
import { Announcements } from './Announcements';
import { CategoryTiles } from './CategoryTiles';
import { QuickLinks } from './QuickLinks';
import '../../common/components/common.css';
import './playgame.css';

/** /playgame: welcome, game tiles, announcements and quick links. */
export function MemberHome({ api, session, navigate, config }: Pick<PageProps, 'api' | 'session' | 'navigate' | 'config'>) {
  const profile = useStream(session.profile);
  const name = profile?.username;
  return (
    <div className="mg-page mg-playgame">
      <h1>{playgameTexts.title}</h1>
      <p className="mg-playgame__welcome">{name ? playgameTexts.welcome(name) : playgameTexts.welcomeGuest}</p>
      <QuickLinks navigate={navigate} />
      <CategoryTiles navigate={navigate} session={session} api={api} config={config} />
      <Announcements api={api} navigate={navigate} />
    </div>
  );
}

import type { ReactNode } from 'react';
import { routeTitle, useStream, type PageProps } from '@member-site/shared';
import { playgameTexts } from '../texts';
import { CategoryTiles } from './CategoryTiles';
import { QuickLinks } from './QuickLinks';
import '../../../components/common.css';
import './playgame.css';

type MemberHomeProps = Pick<PageProps, 'api' | 'session' | 'navigate' | 'config'> & {
  /** The news strip, from the news feature: the page composes the two features. */
  announcements: ReactNode;
};

/** /playgame: welcome, game tiles, announcements and quick links. */
export function MemberHome({ api, session, navigate, config, announcements }: MemberHomeProps) {
  const profile = useStream(session.profile);
  const name = profile?.username;
  return (
    <div className="mg-page mg-playgame">
      <h1>{routeTitle('playgame')}</h1>
      <p className="mg-playgame__welcome">{name ? playgameTexts.welcome(name) : playgameTexts.welcomeGuest}</p>
      <QuickLinks navigate={navigate} session={session} />
      <CategoryTiles navigate={navigate} session={session} api={api} config={config} />
      {announcements}
    </div>
  );
}

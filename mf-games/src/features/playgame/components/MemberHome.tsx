import type { ReactNode } from 'react';
import { useSession, useStream, PageHeader } from '@member-site/shared';
import { playgameTexts } from '../texts';
import { CategoryTiles } from './CategoryTiles';
import { QuickLinks } from './QuickLinks';
import '../../../components/common.css';
import './playgame.css';

interface MemberHomeProps {
  /** The news strip, from the news feature: the page composes the two features. */
  announcements: ReactNode;
}

/** /playgame: welcome, game tiles, announcements and quick links. */
export function MemberHome({ announcements }: MemberHomeProps) {
  const profile = useStream(useSession().profile);
  const name = profile?.username;
  return (
    <div className="ms-page ms-page--wide mg-playgame">
      <PageHeader name="playgame" />
      <p className="mg-playgame__welcome">{name ? playgameTexts.welcome(name) : playgameTexts.welcomeGuest}</p>
      <QuickLinks />
      <CategoryTiles />
      {announcements}
    </div>
  );
}

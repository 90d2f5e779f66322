import { Link } from 'react-router-dom';
import { routeAvailable, routePath, routeTitle, texts, useSession, useStream, type CapabilityName, type RouteName } from '@member-site/shared';
import { SupportChatLinks } from '../../../components/SupportChatLinks';
import { profileTexts } from '../texts';

/** The account pages this card may lead to, each shown only where its route can work. */
const moreRoutes: readonly RouteName[] = ['passwordChange', 'announce'];

interface SessionProfileCardProps {
  capabilities: readonly CapabilityName[] | null | undefined;
}

/**
 * /Profile on an API without the member profile (ADR 0029): who the member is, from the session
 * the shell already holds (no call), the staff for the rest, and the account pages that work.
 */
export function SessionProfileCard({ capabilities }: SessionProfileCardProps) {
  const session = useSession();
  const profile = useStream(session.profile);
  const user = useStream(session.user);
  const member = profile ?? user;
  const more = moreRoutes.filter((route) => routeAvailable(route, capabilities) === true);
  return (
    <>
      <section className="ms-card" aria-label="ข้อมูลสมาชิก">
        {member ? (
          <dl className="ms-facts">
            <div>
              <dt>{profileTexts.username}</dt>
              <dd>{member.username}</dd>
            </div>
            {member.username2 ? (
              <div>
                <dt>{profileTexts.username2}</dt>
                <dd>{member.username2}</dd>
              </div>
            ) : null}
          </dl>
        ) : (
          <p className="ms-hint">{texts.loading}</p>
        )}
      </section>
      <section className="ms-card">
        <p className="ms-hint">{profileTexts.keptByStaff}</p>
        <SupportChatLinks />
      </section>
      {more.length > 0 ? (
        <nav className="ms-card" aria-label={profileTexts.more}>
          <ul className="ms-list">
            {more.map((route) => (
              <li key={route}>
                <Link to={routePath(route)} className="ma-link">
                  {routeTitle(route)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}

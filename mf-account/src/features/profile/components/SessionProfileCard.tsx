import { texts, useSession, useStream } from '@member-site/shared';
import { SupportChatLinks } from '../../../components/SupportChatLinks';
import { profileTexts } from '../texts';

/**
 * /Profile on an API without the member profile (ADR 0029): who the member is, from the session
 * the shell already holds (no call), and the staff for the rest.
 */
export function SessionProfileCard() {
  const session = useSession();
  const profile = useStream(session.profile);
  const user = useStream(session.user);
  const member = profile ?? user;
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
    </>
  );
}

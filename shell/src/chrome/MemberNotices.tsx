import { Link } from 'react-router-dom';
import { useStream } from '@member-site/shared';
import { useShell } from '../app/shell-context';
import { noticeOf, noticeTexts } from './member-notices';

/**
 * The event stream's notices (ADR 0062) over any member page: fixed at the top, so their coming
 * and going moves nothing; read out politely; each stays until the member closes it or opens its
 * link.
 */
export function MemberNotices() {
  const { notices } = useShell();
  const posted = useStream(notices.notices);
  return (
    // A live region always there (one inserted with its text is often not read out), with no role
    // of its own: a page's own status messages stay the page's.
    <div className="member-notices" aria-live="polite">
      {posted.length === 0 ? null : (
        <ul aria-label={noticeTexts.region}>
          {posted.map(({ id, notice }) => {
            const { tone, title, text, link } = noticeOf(notice);
            return (
              <li key={id} className="member-notice" data-tone={tone}>
                <p className="member-notice__title">{title}</p>
                <p className="member-notice__text">{text}</p>
                {link ? (
                  <Link className="member-notice__link" to={link.to} onClick={() => notices.dismiss(id)}>
                    {link.label}
                  </Link>
                ) : null}
                <button type="button" className="member-notice__close" aria-label={noticeTexts.close} onClick={() => notices.dismiss(id)}>
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

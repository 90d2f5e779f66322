import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { chatLinks, routePath, texts, useStream, type RouteName } from '@member-site/shared';
import { finishProgress } from '../app/progress';
import { useShell } from '../app/shell-context';
import { unavailableTexts } from './unavailable-texts';
import './unavailable-page.css';

/**
 * A route whose capability the operator's API does not offer (ADR 0029): a Thai page instead of
 * the remote's, which would only fail. Deposit and withdrawal go through the support chat, the
 * way members of such sites do them; anything else says it is not open here and offers the chat.
 */
export default function UnavailablePage({ name, title }: { name: string; title: string }) {
  const { session } = useShell();
  const contact = useStream(session.contact);
  const signedIn = useStream(session.accessToken) !== '';
  useEffect(() => finishProgress(), []);
  const lead = unavailableTexts.leads[name as RouteName] ?? unavailableTexts.notOpen;
  const links = chatLinks(contact, texts.contactStaff);
  return (
    <section className="ms-notice unavailable" aria-labelledby="unavailable-title">
      <h1 id="unavailable-title" className="ms-notice__title">
        {title}
      </h1>
      <p>{lead}</p>
      {links.length > 0 ? (
        <ul className="unavailable__links">
          {links.map((link) => (
            <li key={link.label}>
              <a className="ms-button" href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="ms-notice__hint">{contact === null ? texts.loading : texts.noChat}</p>
      )}
      <p className="ms-notice__hint">{unavailableTexts.hours}</p>
      <Link className="ms-button ms-button--ghost" to={routePath(signedIn ? 'playgame' : 'index')}>
        {texts.backHome}
      </Link>
    </section>
  );
}

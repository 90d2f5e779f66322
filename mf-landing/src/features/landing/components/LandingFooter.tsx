import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ReleaseNote, routePath, routeTitle, safeExternalUrl, texts, useSession, useStream } from '@member-site/shared';
import { landingTexts } from '../texts';
import { ContactQr } from './ContactQr';
import { prerendered } from '../../../lib/prerendered';

/** A support link that opens in a new tab; server addresses are checked before they are linked. */
function ContactLink({ href, label }: { href: string; label: string }) {
  return (
    <a className="ml-btn ml-btn--outline ml-footer__contact-link" href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="ml-visually-hidden"> {landingTexts.opensInNewTab}</span>
    </a>
  );
}

/** Contact links and their QR code, the 18+ notice, the responsible-play link and the copyright line. */
export function LandingFooter({ siteTitle }: { siteTitle: string }) {
  const contact = useStream(useSession().contact, prerendered.contact);
  const headingId = useId();
  const year = new Date().getFullYear();
  const chat = safeExternalUrl(contact?.url);
  const backup = safeExternalUrl(contact?.url2);

  return (
    <footer className="ml-footer">
      <div className="ml-container ml-footer__inner">
        {chat || backup ? (
          <section className="ml-footer__contact" aria-labelledby={headingId}>
            <div className="ml-footer__contact-copy">
              <h2 id={headingId} className="ml-footer__heading">
                {landingTexts.contactHeading}
              </h2>
              <p className="ml-footer__lead">{landingTexts.contactLead}</p>
              <ul className="ml-footer__links">
                {chat ? (
                  <li>
                    <ContactLink href={chat} label={texts.contactLine} />
                  </li>
                ) : null}
                {backup ? (
                  <li>
                    <ContactLink href={backup} label={texts.backupLine} />
                  </li>
                ) : null}
              </ul>
            </div>
            {chat ? <ContactQr url={chat} /> : null}
          </section>
        ) : null}
        <p className="ml-footer__age">
          <span className="ml-footer__badge" aria-hidden="true">
            18+
          </span>
          <span>{landingTexts.adultsOnly}</span>
        </p>
        <p className="ml-footer__safer">
          <Link to={routePath('responsiblePlay')}>{routeTitle('responsiblePlay')}</Link>
        </p>
        <p className="ml-footer__copyright">
          © {year} {siteTitle}
        </p>
        <ReleaseNote className="ml-footer__copyright" />
      </div>
    </footer>
  );
}

import { buttonClass, chatLinks, texts, useSession, useStream } from '@member-site/shared';

/**
 * The support chat (and the backup LINE) as real links opening a new tab: where a member turns
 * for what this site does not offer (ADR 0029). Only safe addresses are linked; while the
 * contact links load, a Thai "loading", and a Thai note when the site has none.
 */
export function SupportChatLinks() {
  const contact = useStream(useSession().contact);
  const links = chatLinks(contact, texts.contactStaff);
  if (links.length === 0) return <p className="ms-hint">{contact === null ? texts.loading : texts.noChat}</p>;
  return (
    <p className="ms-actions">
      {links.map((link) => (
        <a key={link.label} className={buttonClass()} href={link.href} target="_blank" rel="noopener noreferrer">
          {link.label}
        </a>
      ))}
    </p>
  );
}

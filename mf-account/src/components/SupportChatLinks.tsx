import { safeExternalUrl, texts, useStream, type PageProps } from '@member-site/shared';
import { supportTexts } from './support-texts';

/**
 * The support chat (and the backup LINE) as real links opening a new tab: where a member turns
 * for what this site does not offer (ADR 0029). Only safe addresses are linked; while the
 * contact links load, a Thai "loading", and a Thai note when the site has none.
 */
export function SupportChatLinks({ session }: Pick<PageProps, 'session'>) {
  const contact = useStream(session.contact);
  const candidates: { href: string | null; label: string }[] = [
    { href: safeExternalUrl(contact?.url), label: supportTexts.chat },
    { href: safeExternalUrl(contact?.url2), label: texts.backupLine },
  ];
  const links = candidates.filter((link): link is { href: string; label: string } => link.href !== null);
  if (links.length === 0) return <p className="ma-hint">{contact === null ? texts.loading : supportTexts.noChat}</p>;
  return (
    <p className="ma-actions">
      {links.map((link) => (
        <a key={link.label} className="ma-btn" href={link.href} target="_blank" rel="noopener noreferrer">
          {link.label}
        </a>
      ))}
    </p>
  );
}

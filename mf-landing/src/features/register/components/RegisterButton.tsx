import { NavLink, openExternal, safeExternalUrl, showWarning, texts, useStream, type PageProps } from '@member-site/shared';
import { registerTarget } from '../register-target';
import { registerTexts } from '../texts';
import { prerendered } from '../../../lib/prerendered';

export interface RegisterButtonProps extends Pick<PageProps, 'session' | 'navigate'> {
  className?: string;
  label?: string;
}

/** The register call to action; its target follows the website setting registerMode. */
export function RegisterButton({ session, navigate, className, label = texts.register }: RegisterButtonProps) {
  const website = useStream(session.website, prerendered.website);
  const contact = useStream(session.contact, prerendered.contact);
  const target = registerTarget(website?.registerMode);

  if (target.kind === 'page') {
    return (
      <NavLink to={target.href} navigate={navigate} className={className}>
        {label}
      </NavLink>
    );
  }

  function openChat() {
    const url = safeExternalUrl(contact?.url);
    if (url) {
      openExternal(url);
      return;
    }
    void showWarning(contact?.url ? texts.unsafeAddress : registerTexts.chatMissing);
  }

  return (
    <button type="button" className={className} onClick={openChat}>
      {label}
      <span className="ml-visually-hidden"> {registerTexts.opensChat}</span>
    </button>
  );
}

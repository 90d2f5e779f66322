import { NavLink, texts, useStream, type PageProps } from '@member-site/shared';
import { registerTarget } from '../register-target';
import { prerendered } from '../../../lib/prerendered';
import { SupportChatButton } from './SupportChatButton';

export interface RegisterButtonProps extends Pick<PageProps, 'session' | 'navigate'> {
  className?: string;
  label?: string;
}

/**
 * The register call to action; its target follows the website setting registerMode, as the
 * spec says, whatever the API offers: a register page whose form the API does not offer shows
 * the support chat itself (ADR 0029), and the link is right from the first paint.
 */
export function RegisterButton({ session, navigate, className, label = texts.register }: RegisterButtonProps) {
  const website = useStream(session.website, prerendered.website);
  const target = registerTarget(website?.registerMode);

  if (target.kind === 'page') {
    return (
      <NavLink to={target.href} navigate={navigate} className={className}>
        {label}
      </NavLink>
    );
  }
  return <SupportChatButton session={session} className={className} label={label} />;
}

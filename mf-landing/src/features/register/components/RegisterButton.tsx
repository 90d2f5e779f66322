import { Link } from 'react-router-dom';
import { texts, useSession } from '@member-site/shared';
import { registerTarget } from '../register-target';
import { useShownWebsite } from '../../../lib/prerendered';
import { SupportChatButton } from './SupportChatButton';

export interface RegisterButtonProps {
  className?: string;
  label?: string;
}

/**
 * The register call to action; its target follows the website setting registerMode, as the
 * spec says, whatever the API offers: a register page whose form the API does not offer shows
 * the support chat itself (ADR 0029), and the link is right from the first paint.
 */
export function RegisterButton({ className, label = texts.register }: RegisterButtonProps) {
  const website = useShownWebsite(useSession().website);
  const target = registerTarget(website?.registerMode);

  if (target.kind === 'page') {
    return (
      <Link to={target.href} className={className}>
        {label}
      </Link>
    );
  }
  return <SupportChatButton className={className} label={label} />;
}

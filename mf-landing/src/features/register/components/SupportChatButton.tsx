import { openExternal, safeExternalUrl, showWarning, texts, useSession, useStream } from '@member-site/shared';
import { prerendered } from '../../../lib/prerendered';
import { registerTexts } from '../texts';

export interface SupportChatButtonProps {
  className?: string;
  label: string;
}

/**
 * Opens the support chat in a new tab, where the staff sign a visitor up. A button rather than a
 * link: the chat address may not have loaded when the page is drawn, and a visitor who presses it
 * then (or on a site with no safe address) is told why nothing opens.
 */
export function SupportChatButton({ className, label }: SupportChatButtonProps) {
  const contact = useStream(useSession().contact, prerendered.contact);

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

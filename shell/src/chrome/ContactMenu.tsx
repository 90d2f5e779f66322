import { useEffect, useId, useRef, useState } from 'react';
import { chatLinks, showWarning, texts, useStream } from '@member-site/shared';
import { useShell } from '../app/shell-context';
// The list's look is the visitor's floating button's (that stylesheet ships with the shell's start).
import './contact-button.css';

interface ContactMenuProps {
  /** In the top bar the list drops down; in /playgame's bottom bar it opens upwards. */
  place: 'topbar' | 'playgame';
  /** The button's text and name: ติดต่อเรา, or the playgame bar's ติดต่อ. */
  label: string;
  /** The bar's own button look. */
  className: string;
}

/**
 * A member page's one support control (ADR 0051), in a bar and never over the page: the main chat
 * link and, when there is one, the backup line (24 hours), as the visitor's floating button lists
 * them (`ContactButton`, left as it was: it ships in the landing's first bundle). Escape, a tap
 * elsewhere or a chosen link closes the list; its listeners live only while it is open. Without
 * any chat link, the bar keeps its button and says the chat cannot be reached now.
 */
export function ContactMenu({ place, label, className }: ContactMenuProps) {
  const { session } = useShell();
  const contact = useStream(session.contact);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const links = chatLinks(contact, texts.contactLine);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const onToggle = () => {
    if (links.length === 0) void showWarning(texts.remoteUnavailable);
    else setOpen((v) => !v);
  };
  return (
    <div ref={root} className={`contact-menu contact-menu--${place}`}>
      {open && (
        <ul className="contact__menu" id={menuId}>
          {links.map((link) => (
            <li key={link.label}>
              {/* Opens in a new tab; the list closes behind it. */}
              <a className="contact__link" href={link.href} target="_blank" rel="noopener noreferrer" onClick={() => setOpen(false)}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      <button
        ref={toggle}
        type="button"
        className={className}
        aria-expanded={links.length === 0 ? undefined : open}
        aria-controls={open ? menuId : undefined}
        data-contact-control=""
        onClick={onToggle}
      >
        {label}
      </button>
    </div>
  );
}

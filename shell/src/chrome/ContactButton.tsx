import { useId, useState } from 'react';
import { chatLinks, texts, useStream } from '@member-site/shared';
import { useShell } from '../app/shell-context';
import './contact-button.css';

/** Floating support button: the main chat link, and the backup line (24 hours) when there is one. */
export function ContactButton() {
  const { session } = useShell();
  const contact = useStream(session.contact);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const links = chatLinks(contact, texts.contactLine);
  if (links.length === 0) return null;
  return (
    <div className="contact" data-open={open}>
      {open && (
        <ul className="contact__menu" id={menuId}>
          {links.map((link) => (
            <li key={link.label}>
              <a className="contact__link" href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="contact__toggle" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((v) => !v)}>
        {texts.contactUs}
      </button>
    </div>
  );
}

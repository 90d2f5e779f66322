import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import '../line.css';

/** LINE's speech bubble, drawn inline (no request, no layout shift). */
export function LineIcon() {
  return (
    <svg className="ml-line-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M12 3C6.5 3 2 6.6 2 11c0 3.9 3.5 7.2 8.3 7.9.3.1.8.2.9.5.1.3.1.7 0 1l-.1.9c0 .3-.2 1 .9.5s6-3.5 8.1-6C21.4 14.3 22 12.7 22 11c0-4.4-4.5-8-10-8Zm-3.8 10.4H6.3c-.3 0-.5-.2-.5-.5V9c0-.3.2-.5.5-.5s.5.2.5.5v3.4h1.4c.3 0 .5.2.5.5s-.2.5-.5.5Zm1.9-.5c0 .3-.2.5-.5.5s-.5-.2-.5-.5V9c0-.3.2-.5.5-.5s.5.2.5.5v3.9Zm4.6 0c0 .2-.1.4-.3.5h-.2c-.2 0-.3-.1-.4-.2l-2-2.7v2.4c0 .3-.2.5-.5.5s-.5-.2-.5-.5V9c0-.2.1-.4.3-.5h.2c.2 0 .3.1.4.2l2 2.7V9c0-.3.2-.5.5-.5s.5.2.5.5v3.9Zm3.1-2.4c.3 0 .5.2.5.5s-.2.5-.5.5h-1.4v.9h1.4c.3 0 .5.2.5.5s-.2.5-.5.5h-1.9c-.3 0-.5-.2-.5-.5V9c0-.3.2-.5.5-.5h1.9c.3 0 .5.2.5.5s-.2.5-.5.5h-1.4v.9h1.4Z"
      />
    </svg>
  );
}

/** A link styled as LINE's green button (a darker green than LINE's own, for AA contrast). */
export function LineButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="ml-btn ml-btn--line ml-btn--block">
      <LineIcon />
      <span>{children}</span>
    </Link>
  );
}

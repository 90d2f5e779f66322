/** Eye / crossed eye, drawn inline so the toggle needs no extra request. */
export function PasswordToggleIcon({ visible }: { visible: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M12 5C6.5 5 2.7 9.1 1.5 12c1.2 2.9 5 7 10.5 7s9.3-4.1 10.5-7C21.3 9.1 17.5 5 12 5Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-2.3a2.2 2.2 0 1 0 0-4.4 2.2 2.2 0 0 0 0 4.4Z"
        fill="currentColor"
      />
      {visible ? <path d="M3.3 2.3 21.7 20.7l-1.4 1.4L1.9 3.7Z" fill="currentColor" /> : null}
    </svg>
  );
}

interface AnnounceProps {
  /** How the last attempt ended ('credited', 'expired'…), styled by it; null while there is nothing to say. */
  outcome: string | null;
  text: string;
  /** A refusal (the API's Thai message), shown as text. */
  error: string | null;
}

/** How the last deposit attempt ended (a polite status) and its refusal (an alert). */
export function Announce({ outcome, text, error }: AnnounceProps) {
  return (
    <>
      <div role="status" className={outcome ? `mw-outcome mw-outcome--${outcome}` : 'mw-outcome--none'}>
        {outcome ? text : ''}
      </div>
      {error ? (
        <p className="ms-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

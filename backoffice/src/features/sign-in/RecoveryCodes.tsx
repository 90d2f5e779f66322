import { useEffect, useRef } from 'react';
import { Button } from '@member-site/shared';
import { signInTexts } from './texts';

/** The recovery codes, shown once after the enrolment; the session starts when the staff member says they are kept. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A screen reader starts reading here: the step changed under the form.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="bo-recovery">
      <h1 className="bo-signin__title" tabIndex={-1} ref={heading}>
        {signInTexts.recoveryTitle}
      </h1>
      <p className="bo-signin__lead">{signInTexts.recoveryLead}</p>
      <p className="ms-warning">{signInTexts.recoveryOnce}</p>
      <ol className="bo-recovery__codes" translate="no">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Button wide onClick={onDone}>
        {signInTexts.recoveryDone}
      </Button>
    </div>
  );
}

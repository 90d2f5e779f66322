import { useState, type FormEvent } from 'react';
import { Button, call, ErrorText, errorText, Field, type ApiClient } from '@member-site/shared';
import { staffEnrolEndpoint, staffLoginCodeEndpoint, staffLoginEndpoint, type StaffEnrolled, type StaffSession } from '@member-site/shared/staff';
import { EnrolStep } from './EnrolStep';
import { RecoveryCodes } from './RecoveryCodes';
import { codeProblem, signInTexts } from './texts';

/** Where the sign-in is: the password, then the authenticator's code, or the first enrolment. */
type Step =
  | { kind: 'password' }
  | { kind: 'code'; challenge: string }
  | { kind: 'enrol'; challenge: string; secret: string; otpauthUrl: string }
  /** Enrolled: the recovery codes, shown this once, before the session starts. */
  | { kind: 'recovery'; enrolled: StaffEnrolled };

interface SignInPageProps {
  /** The session's client: these calls carry no token, so a refusal never ends a session. */
  api: ApiClient;
  siteTitle: string;
  /** Why the staff member is here again (the session ended), or nothing. */
  notice: string | null;
  onSignedIn: (session: StaffSession) => void;
}

/**
 * The staff sign-in (issue 35, ADR 0046): username and password, then a code from the staff
 * member's own authenticator app (or one of their recovery codes); at the first sign-in, the
 * authenticator is set up here instead, and the recovery codes are shown once. What was typed stays
 * when a step is refused; the API's Thai message is shown as text.
 */
export function SignInPage({ api, siteTitle, notice, onSignedIn }: SignInPageProps) {
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function attempt(work: () => Promise<void>): Promise<void> {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  function submitPassword(event: FormEvent): void {
    event.preventDefault();
    if (!username.trim() || !password) {
      setProblem(signInTexts.missingCredentials);
      return;
    }
    void attempt(async () => {
      const answer = await call(api, staffLoginEndpoint, { body: { username: username.trim(), password } });
      setCode('');
      // The password has done its work: it is not kept for the next step.
      setPassword('');
      setStep(
        answer.status === 'enrol'
          ? { kind: 'enrol', challenge: answer.challenge, secret: answer.secret, otpauthUrl: answer.otpauthUrl }
          : { kind: 'code', challenge: answer.challenge },
      );
    });
  }

  function submitCode(event: FormEvent): void {
    event.preventDefault();
    if (step.kind !== 'code' && step.kind !== 'enrol') return;
    const typed = code.trim();
    const wrong = codeProblem(typed, step.kind === 'code');
    if (wrong) {
      setProblem(wrong);
      return;
    }
    void attempt(async () => {
      if (step.kind === 'code') {
        onSignedIn(await call(api, staffLoginCodeEndpoint, { body: { challenge: step.challenge, code: typed } }));
      } else {
        setStep({ kind: 'recovery', enrolled: await call(api, staffEnrolEndpoint, { body: { challenge: step.challenge, code: typed } }) });
      }
    });
  }

  function startOver(): void {
    setStep({ kind: 'password' });
    setCode('');
    setProblem(null);
  }

  return (
    <main className="bo-signin">
      <div className="bo-signin__card">
        <p className="bo-signin__site">
          {siteTitle} · {signInTexts.backOffice}
        </p>
        {step.kind === 'recovery' ? (
          <RecoveryCodes
            codes={step.enrolled.recoveryCodes}
            onDone={() => {
              const { recoveryCodes: _shownOnce, ...session } = step.enrolled;
              onSignedIn(session);
            }}
          />
        ) : (
          <>
            <h1 className="bo-signin__title">{step.kind === 'enrol' ? signInTexts.enrolTitle : signInTexts.title}</h1>
            {notice && step.kind === 'password' ? (
              <p className="ms-warning" role="status">
                {notice}
              </p>
            ) : null}
            {step.kind === 'password' ? (
              <form className="bo-signin__form" onSubmit={submitPassword} noValidate>
                <Field label={signInTexts.username}>
                  {(control) => (
                    <input
                      {...control}
                      className="ms-input"
                      name="username"
                      autoComplete="username"
                      autoCapitalize="none"
                      spellCheck={false}
                      value={username}
                      onChange={(e) => setUsername(e.target.value)}
                    />
                  )}
                </Field>
                <Field label={signInTexts.password}>
                  {(control) => (
                    <input
                      {...control}
                      className="ms-input"
                      type="password"
                      name="password"
                      autoComplete="current-password"
                      value={password}
                      onChange={(e) => setPassword(e.target.value)}
                    />
                  )}
                </Field>
                <ErrorText>{problem}</ErrorText>
                <Button type="submit" wide disabled={busy}>
                  {busy ? signInTexts.checking : signInTexts.signIn}
                </Button>
              </form>
            ) : (
              <form className="bo-signin__form" onSubmit={submitCode} noValidate>
                {step.kind === 'enrol' ? (
                  <EnrolStep secret={step.secret} otpauthUrl={step.otpauthUrl} />
                ) : (
                  <p className="bo-signin__lead">{signInTexts.codeLead}</p>
                )}
                <Field
                  label={step.kind === 'enrol' ? signInTexts.enrolCode : signInTexts.code}
                  hint={step.kind === 'enrol' ? signInTexts.enrolCodeHint : signInTexts.codeHint}
                >
                  {(control) => (
                    <input
                      {...control}
                      className="ms-input bo-signin__code"
                      name="code"
                      autoComplete="one-time-code"
                      autoCapitalize="none"
                      spellCheck={false}
                      maxLength={24}
                      value={code}
                      onChange={(e) => setCode(e.target.value)}
                    />
                  )}
                </Field>
                <ErrorText>{problem}</ErrorText>
                <Button type="submit" wide disabled={busy}>
                  {busy ? signInTexts.checking : step.kind === 'enrol' ? signInTexts.enrolConfirm : signInTexts.confirm}
                </Button>
                <Button look="ghost" wide onClick={startOver} disabled={busy}>
                  {signInTexts.startOver}
                </Button>
              </form>
            )}
          </>
        )}
      </div>
    </main>
  );
}

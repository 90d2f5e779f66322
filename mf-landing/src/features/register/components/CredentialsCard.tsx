import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type AutoRegisterResponse, copyText, errorText, routePath, useSession } from '@member-site/shared';
import { useSubmitGuard } from '../hooks/useSubmitGuard';
import { formTexts as t } from '../form-texts';
import { warnOrInline } from '../warn';
import './register.css';

interface CredentialProps {
  label: string;
  value: string;
  onCopied: (message: string) => void;
  secret?: boolean;
}

function Credential({ label, value, onCopied, secret = false }: CredentialProps) {
  const valueRef = useRef<HTMLElement>(null);
  async function copy() {
    const outcome = await copyText(value, valueRef.current);
    onCopied(outcome === 'copied' ? `${t.copied}: ${label}` : t.copyManually);
  }
  return (
    <div className="ml-credentials__row">
      <dt className="ml-credentials__label">{label}</dt>
      <dd className="ml-credentials__cell">
        <code ref={valueRef} className={secret ? 'ml-credentials__value ml-credentials__value--secret' : 'ml-credentials__value'}>
          {value}
        </code>
        <button type="button" className="ml-btn ml-btn--outline ml-credentials__copy" onClick={() => void copy()}>
          {t.copy}
          <span className="ml-visually-hidden"> {label}</span>
        </button>
      </dd>
    </div>
  );
}

export interface CredentialsCardProps {
  answer: AutoRegisterResponse;
}

/**
 * The generated username and password, shown this once (they live only in this component's
 * props: nothing stores them). "Play now" signs in with the token the API already issued.
 */
export function CredentialsCard({ answer }: CredentialsCardProps) {
  const session = useSession();
  const navigate = useNavigate();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const { busy, begin, end, mountedRef } = useSubmitGuard();

  // The form the visitor was in has gone: their focus (and screen reader) moves to the result.
  useEffect(() => headingRef.current?.focus(), []);

  async function play() {
    if (!begin()) return;
    try {
      await session.signIn(answer.accessToken);
    } catch (failure) {
      end();
      const message = errorText(failure);
      await warnOrInline(message, (text) => mountedRef.current && setError(text));
      return;
    }
    navigate(routePath('playgame'), { replace: true });
  }

  return (
    <section className="ml-credentials" aria-labelledby={`${id}title`}>
      <h2 id={`${id}title`} ref={headingRef} tabIndex={-1} className="ml-credentials__title">
        {t.autoResultTitle}
      </h2>
      <p className="ml-credentials__warning">{t.autoSaveWarning}</p>
      <dl className="ml-credentials__list">
        <Credential label={t.autoUsername} value={answer.username} onCopied={setStatus} />
        <Credential label={t.autoPassword} value={answer.password} onCopied={setStatus} secret />
      </dl>
      <p className="ml-credentials__status" role="status" aria-live="polite">
        {status}
      </p>
      {error ? (
        <p className="ml-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className="ml-btn ml-btn--gold ml-btn--block" disabled={busy} onClick={() => void play()}>
        {t.playNow}
      </button>
    </section>
  );
}

import { errorText, useApi, useSession, useStream } from '@member-site/shared';
import { useCallback, useEffect, useState } from 'react';
import type { DepositOptions, DepositStatus, PromptPayRequest } from '@member-site/shared';
import { usePoll } from '../../../hooks/usePoll';
import { cancelPromptPay, createPromptPay, fetchDepositOptions } from '../api/deposit';

/** How a request ended, as the page tells the member. */
export type Outcome = Exclude<DepositStatus, 'pending'>;

export interface PromptPayState {
  options: DepositOptions;
  request: PromptPayRequest | null;
  outcome: Outcome | null;
  sending: boolean;
  /** The API's Thai refusal (or the network message), shown as text. */
  error: string | null;
}

const pollMs = 3000;
/** After a request's end of time, before the read that shows it expired (the clocks may differ). */
const expiryGraceMs = 2000;

/**
 * The open PromptPay request and its end. While one is open the deposit options are read every
 * 3 s, or, where the member's event stream is live (ADR 0062), when it brings a change, and once
 * the request's time is up: when the request has left `openRequest`, its row in `recent` says
 * how it ended. Credited
 * → `onCredited` at once, with the credit and the options that answer carried, so the balance bar
 * needs no other request (issue 24).
 */
export function usePromptPay(initial: DepositOptions, onCredited: (credit: string | undefined, options: DepositOptions | undefined) => void) {
  const api = useApi();
  const [state, setState] = useState<PromptPayState>({
    options: initial,
    request: initial.openRequest,
    outcome: null,
    sending: false,
    error: null,
  });
  const openId = state.request?.id ?? null;

  const poll = useCallback(async () => {
    if (!openId) return;
    try {
      const options = await fetchDepositOptions(api);
      const outcome = outcomeOf(options, openId);
      if (outcome === 'credited') onCredited(options.credit, options);
      setState((s) => (s.request?.id !== openId ? s : { ...s, options, request: outcome ? null : (options.openRequest ?? s.request), outcome }));
    } catch {
      // A missed tick is retried at the next one; the request is still open on the API.
    }
  }, [api, onCredited, openId]);
  // A credited request is a balance change: where the event stream is live, it says when to read.
  const events = useStream(useSession().walletEvents);
  usePoll(poll, pollMs, openId !== null, events);
  // Its end of time is no change on the stream: one read once it has passed.
  const expiresAt = state.request?.expiresAt;
  useEffect(() => {
    if (!expiresAt) return;
    const timer = setTimeout(() => void poll(), Math.max(0, Date.parse(expiresAt) - Date.now()) + expiryGraceMs);
    return () => clearTimeout(timer);
  }, [expiresAt, poll]);

  const create = useCallback(
    async (amount: string) => {
      setState((s) => ({ ...s, sending: true, error: null, outcome: null }));
      try {
        const request = await createPromptPay(api, amount);
        setState((s) => ({ ...s, sending: false, request }));
      } catch (error) {
        setState((s) => ({ ...s, sending: false, error: errorText(error) }));
      }
    },
    [api],
  );

  const cancel = useCallback(async () => {
    if (!openId) return;
    setState((s) => ({ ...s, sending: true, error: null }));
    try {
      const record = await cancelPromptPay(api, openId);
      setState((s) => ({ ...s, sending: false, request: null, outcome: record.status === 'pending' ? 'cancelled' : record.status }));
      // A cancel's answer carries no credit: the bar reads it again.
      if (record.status === 'credited') onCredited(undefined, undefined);
    } catch (error) {
      setState((s) => ({ ...s, sending: false, error: errorText(error) }));
    }
  }, [api, onCredited, openId]);

  const startOver = useCallback(() => setState((s) => ({ ...s, outcome: null, error: null })), []);

  return { state, create, cancel, startOver };
}

/** null while the request is still open; else how it ended (a request gone without a trace has expired). */
function outcomeOf(options: DepositOptions, id: string): Outcome | null {
  const open = options.openRequest?.id === id ? options.openRequest : undefined;
  const status = open?.status ?? options.recent.find((r) => r.id === id)?.status;
  if (!status) return 'expired';
  return status === 'pending' ? null : status;
}

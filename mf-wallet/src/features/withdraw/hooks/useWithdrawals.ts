import { useCallback, useState } from 'react';
import { useApi, useSession, useStream, type WithdrawalRecord, type WithdrawOptions } from '@member-site/shared';
import { usePoll } from '../../../hooks/usePoll';
import { fetchWithdrawOptions } from '../api/withdraw';

const pollMs = 5000;

/**
 * The page's options and the withdrawal it follows (the pending one, or the one just made).
 * While that one is pending the options are read every 5 s until it is paid or rejected, or, where
 * the member's event stream is live (ADR 0062), when it says so.
 */
export function useWithdrawals(initial: WithdrawOptions) {
  const api = useApi();
  const [options, setOptions] = useState(initial);
  const [followed, setFollowed] = useState<WithdrawalRecord | null>(initial.pending);

  const reload = useCallback(async () => {
    try {
      const next = await fetchWithdrawOptions(api);
      setOptions(next);
      setFollowed((current) => (current ? (findRecord(next, current.id) ?? current) : next.pending));
    } catch {
      // Retried at the next tick; the page keeps what it showed.
    }
  }, [api]);
  // Paid or rejected is a notice on the event stream: where it is live, it says when to read.
  const events = useStream(useSession().walletEvents);
  usePoll(reload, pollMs, followed?.status === 'pending', events);

  const follow = useCallback(
    (record: WithdrawalRecord, after: WithdrawOptions | undefined) => {
      setFollowed(record);
      // The withdrawable amount and today's limit moved: the answer's options, else read them again.
      if (after) setOptions(after);
      else void reload();
    },
    [reload],
  );

  return { options, followed, follow };
}

function findRecord(options: WithdrawOptions, id: string): WithdrawalRecord | undefined {
  return options.pending?.id === id ? options.pending : options.recent.find((r) => r.id === id);
}

import { useCallback, useState } from 'react';
import { errorText, useSession, type SaferPlayState } from '@member-site/shared';

/**
 * Sends one safer-play change; on success the page shows the new state and the shell reloads
 * the member through /auth (`signIn` with the same token, as the password change does), so the
 * restriction and the reality check reach the chrome and every remote at once.
 */
export function useSaferPlayChange(onState: (state: SaferPlayState) => void) {
  const session = useSession();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const run = useCallback(
    async (change: () => Promise<SaferPlayState>): Promise<boolean> => {
      setSending(true);
      setError(undefined);
      try {
        onState(await change());
        await session.signIn(session.accessToken.getValue());
        return true;
      } catch (failure) {
        setError(errorText(failure));
        return false;
      } finally {
        setSending(false);
      }
    },
    [session, onState],
  );
  return { sending, error, run };
}

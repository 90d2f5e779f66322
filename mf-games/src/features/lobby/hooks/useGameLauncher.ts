import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi, useConfig, useRestriction, useSession } from '@member-site/shared';
import { launchLobbyGame } from '../launch';

/**
 * Launches a lobby game, one at a time; `launching` is the id of the game being opened.
 * `restriction` is the break or self-exclusion in force: nothing launches then (the API would
 * refuse it anyway, ADR 0018).
 */
export function useGameLauncher() {
  const api = useApi();
  const config = useConfig();
  const restriction = useRestriction(useSession());
  const [launching, setLaunching] = useState<string | null>(null);
  const busy = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const launch = useCallback(
    async (gameId: string) => {
      if (busy.current || restriction) return;
      busy.current = true;
      setLaunching(gameId);
      try {
        await launchLobbyGame(api, config, gameId);
      } finally {
        busy.current = false;
        if (mounted.current) setLaunching(null);
      }
    },
    [api, config, restriction],
  );

  return { launching, launch, restriction };
}

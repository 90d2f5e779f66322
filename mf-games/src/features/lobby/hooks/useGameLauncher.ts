import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageProps } from '@member-site/shared';
import { launchLobbyGame } from '../launch';

/** Launches a lobby game, one at a time; `launching` is the id of the game being opened. */
export function useGameLauncher({ api, config }: Pick<PageProps, 'api' | 'config'>) {
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
      if (busy.current) return;
      busy.current = true;
      setLaunching(gameId);
      try {
        await launchLobbyGame(api, config, gameId);
      } finally {
        busy.current = false;
        if (mounted.current) setLaunching(null);
      }
    },
    [api, config],
  );

  return { launching, launch };
}

import { useCallback } from 'react';
import { Loaded, useApi, useLoad } from '@member-site/shared';
import { fetchSaferPlay } from '../api/safer-play';
import { SaferPlaySettings } from './SaferPlaySettings';
import '../safer-play.css';

/** Loads the member's safer-play state (with retry), then its sections. */
export function SaferPlay() {
  const api = useApi();
  const load = useCallback(() => fetchSaferPlay(api), [api]);
  const [state, retry] = useLoad(load);
  return (
    <Loaded state={state} retry={retry}>
      {(data) => <SaferPlaySettings initial={data} />}
    </Loaded>
  );
}

import { allowedUrl, errorText, type GameLoginResult, type RuntimeConfig, showWarning, texts } from '@member-site/shared';
import { leaveTo } from './leave-to';

/** Goes to a server-supplied address only if it is safe and on the allow-list; else says why. */
export async function goIfAllowed(raw: unknown, config: RuntimeConfig): Promise<void> {
  const url = allowedUrl(raw, config.gameOrigins);
  if (!url) {
    await showWarning(texts.unsafeAddress);
    return;
  }
  leaveTo(url);
}

/** Code 0 → the address; anything else → the server's message (as text). */
export async function followGameLogin(result: GameLoginResult, config: RuntimeConfig): Promise<void> {
  if (result.ok) {
    await goIfAllowed(result.url, config);
    return;
  }
  await showWarning(result.message ?? texts.serverError);
}

/**
 * Runs a game-login call and follows its answer. `settled` runs as soon as the call has answered
 * (or failed), before any dialog: callers close their waiting dialog there.
 */
export async function gameLogin(call: () => Promise<GameLoginResult>, config: RuntimeConfig, settled: () => void = () => undefined): Promise<void> {
  let result: GameLoginResult;
  try {
    result = await call();
  } catch (error) {
    settled();
    await showWarning(errorText(error));
    return;
  }
  settled();
  await followGameLogin(result, config);
}

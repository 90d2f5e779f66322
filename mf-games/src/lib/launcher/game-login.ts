import { allowedUrl, errorText, type GameLoginAnswer, type RuntimeConfig, showWarning, texts } from '@member-site/shared';
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
export async function followGameLogin(answer: GameLoginAnswer, config: RuntimeConfig): Promise<void> {
  if (answer.code === 0) {
    await goIfAllowed(answer.url ?? answer.Url, config);
    return;
  }
  await showWarning(typeof answer.message === 'string' && answer.message ? answer.message : texts.serverError);
}

/**
 * Runs a game-login call and follows its answer. `settled` runs as soon as the call has answered
 * (or failed), before any dialog: callers close their waiting dialog there.
 */
export async function gameLogin(
  call: () => Promise<GameLoginAnswer>,
  config: RuntimeConfig,
  settled: () => void = () => undefined,
): Promise<void> {
  let answer: GameLoginAnswer;
  try {
    answer = await call();
  } catch (error) {
    settled();
    await showWarning(errorText(error));
    return;
  }
  settled();
  if (typeof answer !== 'object' || answer === null) {
    await showWarning(texts.malformedAnswer);
    return;
  }
  await followGameLogin(answer, config);
}

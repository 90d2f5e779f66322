import type { Observable } from 'rxjs';
import { call, choiceDialog, formatMoneyText, routePath, sessionSummaryEndpoint, type ApiClient, type AuthUser, type Choice } from '@member-site/shared';
import { realityCheckTexts as t } from './reality-check-texts';

export interface RealityCheckDeps {
  /** The member as /auth last said: its `reality_check` holds the interval and the sign-in time. */
  user: Observable<AuthUser | null>;
  api: ApiClient;
  navigate: (to: string) => void;
}

const minuteMs = 60_000;

/**
 * The first check after `nowMs`: sign-in + k × interval (k ≥ 1). Counting from the sign-in the
 * API knows, not from page load, is what lets the rhythm survive a reload (ADR 0018).
 */
export function nextCheckAt(signedInAtMs: number, everyMs: number, nowMs: number): number {
  const k = Math.max(1, Math.floor((nowMs - signedInAtMs) / everyMs) + 1);
  return signedInAtMs + k * everyMs;
}

function elapsedText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / minuteMs));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? t.hoursMinutes(hours, minutes % 60) : t.minutes(minutes);
}

async function netText(api: ApiClient): Promise<string> {
  try {
    const { net } = await call(api, sessionSummaryEndpoint);
    return t.net(formatMoneyText(net));
  } catch (error) {
    console.error('[shell] E35 reality check: the session summary could not be read', error);
    return t.netUnknown;
  }
}

/**
 * Watches the member's reality-check setting and shows the check at each interval since sign-in
 * (the shared dialogs module, three real buttons): continue, see play history, log out. The next
 * check is armed only once the member has answered. Returns the stop function.
 */
export function watchRealityCheck({ user, api, navigate }: RealityCheckDeps): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: AuthUser['reality_check'] = undefined;
  let showing = false;
  let stopped = false;

  const arm = (): void => {
    clearTimeout(timer);
    timer = undefined;
    if (stopped || showing || !current || current.everyMinutes === 0) return;
    const signedInAt = Date.parse(current.signedInAt);
    if (Number.isNaN(signedInAt)) return;
    const delay = nextCheckAt(signedInAt, current.everyMinutes * minuteMs, Date.now()) - Date.now();
    timer = setTimeout(() => void show(signedInAt), delay);
  };

  const show = async (signedInAt: number): Promise<void> => {
    showing = true;
    let choice: Choice = 'dismiss';
    try {
      const message = `${t.elapsed(elapsedText(Date.now() - signedInAt))} ${await netText(api)}`;
      choice = await choiceDialog(t.title, message, { confirm: t.continue, deny: t.history, cancel: t.logout });
    } catch (error) {
      console.error('[shell] E36 reality check dialog failed', error);
    }
    showing = false;
    if (stopped) return;
    if (choice === 'cancel') {
      navigate(routePath('logout'));
      return;
    }
    if (choice === 'deny') navigate(routePath('playHistory'));
    arm();
  };

  const subscription = user.subscribe((member) => {
    current = member?.reality_check;
    arm();
  });
  return () => {
    stopped = true;
    clearTimeout(timer);
    subscription.unsubscribe();
  };
}

/**
 * Chrome's offer to install the site (`beforeinstallprompt`) comes once, early, often before the
 * landing remote has mounted. The shell starts listening at boot; the remote's banner reads the
 * kept offer from the same place. Each app bundles its own copy of this module, so the offer
 * lives on `window` under a registered symbol, not in module state.
 */

/** The event Chrome fires (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallOffer {
  event: BeforeInstallPromptEvent | null;
  installed: boolean;
  listening: boolean;
  listeners: Set<() => void>;
}

const key = Symbol.for('member-site.install-offer');
const earlyKey = Symbol.for('member-site.install-offer.early');

function offer(): InstallOffer {
  const holder = window as unknown as Record<symbol, InstallOffer | undefined>;
  return (holder[key] ??= { event: null, installed: false, listening: false, listeners: new Set() });
}

function changed(state: InstallOffer): void {
  for (const listener of state.listeners) listener();
}

/** Starts keeping the browser's install offer (idempotent: the shell at boot, the banner again). */
export function listenForInstallOffer(): void {
  const state = offer();
  if (state.listening) return;
  state.listening = true;
  // An offer the shell's boot script kept before this ran (shell/public/boot.js).
  const holder = window as unknown as Record<symbol, BeforeInstallPromptEvent | undefined>;
  const early = holder[earlyKey];
  if (early) {
    state.event = early;
    delete holder[earlyKey];
  }
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep Chrome's own mini-infobar away; the landing's banner shows the dialog instead.
    event.preventDefault();
    state.event = event as BeforeInstallPromptEvent;
    changed(state);
  });
  window.addEventListener('appinstalled', () => {
    state.event = null;
    state.installed = true;
    changed(state);
  });
}

/** The kept offer (null when the browser made none or it was used) and whether the site got installed. */
export function installOffer(): { event: BeforeInstallPromptEvent | null; installed: boolean } {
  const { event, installed } = offer();
  return { event, installed };
}

/** An offer can show its dialog once: taking it clears it. */
export function takeInstallOffer(): BeforeInstallPromptEvent | null {
  const state = offer();
  const { event } = state;
  state.event = null;
  if (event) changed(state);
  return event;
}

export function markInstalled(): void {
  const state = offer();
  state.installed = true;
  changed(state);
}

/** Calls `listener` on every change of the offer; returns the unsubscribe. */
export function onInstallOfferChange(listener: () => void): () => void {
  const { listeners } = offer();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

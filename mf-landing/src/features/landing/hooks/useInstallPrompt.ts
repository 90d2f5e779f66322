import { useCallback, useEffect, useState } from 'react';
import { installOffer, listenForInstallOffer, markInstalled, onInstallOfferChange, takeInstallOffer } from '@member-site/shared';

/** Opened from the home screen already: there is nothing to add. */
function runningInstalled(): boolean {
  const standaloneMedia = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return standaloneMedia || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

export interface InstallPrompt {
  /** The browser offered to install the site (beforeinstallprompt): its own dialog can be shown. */
  canPrompt: boolean;
  /** Installed during this visit. */
  installed: boolean;
  /** Opened from the home screen: there is nothing to offer. */
  standalone: boolean;
  /**
   * Shows the browser's install dialog if it offers one now (whatever this render saw); false
   * when it offers none.
   */
  promptInstall(): boolean;
}

/**
 * "Add to home screen": the browser's own install dialog where it has one. The offer may have
 * come before this page mounted: the shell keeps it from boot (listenForInstallOffer).
 */
export function useInstallPrompt(): InstallPrompt {
  // The first render is the prerendered HTML's (ADR 0025): no offer, not standalone; the browser's
  // state follows right after mounting.
  const [offer, setOffer] = useState<ReturnType<typeof installOffer>>({ event: null, installed: false });
  const [standalone, setStandalone] = useState(false);

  useEffect(() => {
    listenForInstallOffer();
    setOffer(installOffer());
    setStandalone(runningInstalled());
    return onInstallOfferChange(() => setOffer(installOffer()));
  }, []);

  const promptInstall = useCallback(() => {
    // An offer can prompt only once.
    const event = takeInstallOffer();
    if (!event) return false;
    void (async () => {
      await event.prompt();
      const choice = await event.userChoice;
      if (choice.outcome === 'accepted') markInstalled();
    })();
    return true;
  }, []);

  return { canPrompt: offer.event !== null, installed: offer.installed, standalone, promptInstall };
}

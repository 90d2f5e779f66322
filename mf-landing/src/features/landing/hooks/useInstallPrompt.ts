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
  installed: boolean;
  /** Shows the browser's install dialog; false when the browser offers none. */
  promptInstall(): Promise<boolean>;
}

/**
 * "Add to home screen": the browser's own install dialog where it has one. The offer may have
 * come before this page mounted: the shell keeps it from boot (listenForInstallOffer).
 */
export function useInstallPrompt(): InstallPrompt {
  const [offer, setOffer] = useState(installOffer);
  const [installed] = useState(runningInstalled);

  useEffect(() => {
    listenForInstallOffer();
    setOffer(installOffer());
    return onInstallOfferChange(() => setOffer(installOffer()));
  }, []);

  const promptInstall = useCallback(async () => {
    // An offer can prompt only once.
    const event = takeInstallOffer();
    if (!event) return false;
    await event.prompt();
    const choice = await event.userChoice;
    if (choice.outcome === 'accepted') markInstalled();
    return true;
  }, []);

  return { canPrompt: offer.event !== null, installed: installed || offer.installed, promptInstall };
}

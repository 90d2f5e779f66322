import { useCallback, useEffect, useState } from 'react';

/** Chrome's event offering to install the site (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

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

/** "Add to home screen": the browser's own install dialog where it has one. */
export function useInstallPrompt(): InstallPrompt {
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(runningInstalled);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      // Keep Chrome's own mini-infobar away; the banner's button shows the dialog instead.
      event.preventDefault();
      setDeferred(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => {
      setInstalled(true);
      setDeferred(null);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const promptInstall = useCallback(async () => {
    if (!deferred) return false;
    // An event can prompt only once.
    setDeferred(null);
    await deferred.prompt();
    const choice = await deferred.userChoice;
    if (choice.outcome === 'accepted') setInstalled(true);
    return true;
  }, [deferred]);

  return { canPrompt: deferred !== null, installed, promptInstall };
}

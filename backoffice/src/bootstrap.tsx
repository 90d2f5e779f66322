import { createRoot } from 'react-dom/client';
import { startHistory } from '@member-site/shared';
import { releaseChoice, setHostApp, setupFederation } from '@member-site/shared/federation';
import { App } from './app/App';
import { loadRuntime } from './lib/runtime-config';
import { createStaffSession } from './lib/staff-session';

/** The tab's sessionStorage, or null where even reading it throws. */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The back office's start (issue 35, ADR 0046): its runtime files, each staff remote's version
 * (live, canary or a preview link's, as the shell picks them), the federation with its time limits
 * and integrity checks, the staff session of this tab, and the one history of the page.
 */
async function start(): Promise<void> {
  setHostApp('backoffice');
  const { config, registry } = await loadRuntime();
  setupFederation(await releaseChoice(registry));
  const session = createStaffSession({ apiUrl: config.apiUrl, storage: tabStorage() });
  // Nothing of an ended session stays in memory (the staff remotes' caches included): the page starts afresh.
  session.onEnd(() => window.location.reload());
  startHistory();
  void session.start();
  const container = document.getElementById('root');
  if (!container) throw new Error('[backoffice] E15 #root missing');
  createRoot(container).render(<App session={session} config={config} />);
}

void start();

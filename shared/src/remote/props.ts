import type { ApiClient } from '../api/client';
import type { RuntimeConfig } from '../contract/runtime-config';
import type { RemoteSession } from './session-bus';

export interface NavigateOptions {
  replace?: boolean;
}

/** What the shell passes to a remote's `./app` parcel; `update` carries new page/params. */
export interface RemoteProps {
  page: string;
  params: Record<string, string>;
  /** The query string of the current URL, with its leading `?` (or empty). */
  search: string;
  /** Read-only session values plus commands; the shell alone writes the session. */
  session: RemoteSession;
  api: ApiClient;
  config: RuntimeConfig;
  navigate: (to: string, options?: NavigateOptions) => void;
  /** Called once the page component has mounted: the shell finishes its progress bar. */
  onPageReady: () => void;
  /** Called with an error the page could not handle (a failed chunk load triggers a reload). */
  onPageError: (error: unknown) => void;
  /**
   * Set by the shell when `domElement` already holds this page's prerendered HTML (ADR 0025):
   * the remote hydrates it instead of rendering anew.
   */
  hydrate?: boolean;
}

/** The props a page component receives. */
export type PageProps = RemoteProps;

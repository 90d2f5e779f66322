import type { Location } from 'react-router-dom';
import type { ApiClient } from '../api/client';
import type { GuardedNavigator } from '../router/history';
import type { RuntimeConfig } from '../contract/runtime-config';
import type { RemoteSession } from './session-bus';

/** Where the page is, as react-router describes it. */
export type PageLocation = Location;
/** The page's one history (the shell's): react-router's navigator interface, with its page guards. */
export type PageNavigator = GuardedNavigator;

/** What the shell passes to a remote's `./app` parcel; `update` carries the new page and location. */
export interface RemoteProps {
  page: string;
  /** The route table's path of the page's route ('/Sport/:sport'): `useParams` reads its parameters. */
  route: string;
  /** The location the shell has drawn (after the route's steps). */
  location: PageLocation;
  navigator: PageNavigator;
  /** Read-only session values plus commands; the shell alone writes the session. */
  session: RemoteSession;
  api: ApiClient;
  config: RuntimeConfig;
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

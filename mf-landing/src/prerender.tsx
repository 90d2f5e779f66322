// The landing's renderer for Node (ADR 0025): built beside the browser build as
// dist/prerender/render.cjs, run by the release tool when a version is published or the runtime
// configuration changes. It renders a public page with the same root the browser hydrates, for a
// visitor with nothing loaded yet, and names the files that page needs first.
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createPageRoot,
  emptySessionValues,
  type ApiClient,
  type RemoteProps,
  type RemoteSession,
  type RuntimeConfig,
  type SessionView,
  type ValueStream,
} from '@member-site/shared';
import { pages } from './pages';

/** The pages rendered ahead: the public entry pages. */
export const prerenderedPages = ['index', 'login', 'register'] as const;
export type PrerenderedPage = (typeof prerenderedPages)[number];

declare let __webpack_public_path__: string;

const never = () => new Promise<never>(() => undefined);

function fixed<T>(value: T): ValueStream<T> {
  return { getValue: () => value, subscribe: () => ({ unsubscribe: () => undefined }) };
}

/** A visitor's session before anything has loaded: what the hydrating browser starts from. */
function visitorSession(): RemoteSession {
  const view = Object.fromEntries(Object.entries(emptySessionValues).map(([key, value]) => [key, fixed(value)])) as unknown as SessionView;
  return { ...view, refreshBalance: never, signIn: never, login: never, logout: never, expireSession: () => undefined };
}

const Root = createPageRoot('mf-landing', pages);

/**
 * The HTML of `page` as the browser's first render of it produces it. `publicPath` is the
 * published version folder's URL (ending in /): images and other files are linked from there.
 */
export async function renderPage(page: PrerenderedPage, { config, publicPath }: { config: RuntimeConfig; publicPath: string }): Promise<string> {
  __webpack_public_path__ = publicPath;
  const props: RemoteProps = {
    page,
    params: {},
    search: '',
    session: visitorSession(),
    api: {} as ApiClient,
    config,
    navigate: () => undefined,
    onPageReady: () => undefined,
    onPageError: () => undefined,
  };
  const { prelude } = await prerenderToNodeStream(<Root {...props} />);
  let html = '';
  await new Promise<void>((resolve, reject) => {
    prelude
      .pipe(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            html += chunk.toString('utf8');
            done();
          },
        }),
      )
      .on('finish', resolve)
      .on('error', reject);
  });
  return html;
}

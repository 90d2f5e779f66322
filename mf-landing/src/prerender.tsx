// The landing's renderer for Node (ADR 0025): built beside the browser build as
// dist/prerender/render.cjs, run by the release tool when a version is published or the runtime
// configuration changes. It renders a public page with the same root the browser hydrates, for a
// visitor with nothing loaded yet, and names the files that page needs first.
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { createPath, type Navigator } from 'react-router-dom';
import {
  createPageRoot,
  emptySessionValues,
  routePath,
  routes,
  siteBrandOf,
  type ApiClient,
  type SiteBrand,
  type RemoteProps,
  type RemoteSession,
  type RuntimeConfig,
  type SessionView,
  type ValueStream,
} from '@member-site/shared';
import { setPrerenderedBrand } from './lib/prerendered';
import { pages } from './pages';

/** The pages rendered ahead: the public entry pages, each shown by the route of the same name. */
export const prerenderedPages = ['index', 'login', 'register'] as const;
export type PrerenderedPage = (typeof prerenderedPages)[number];

declare let __webpack_public_path__: string;

const never = () => new Promise<never>(() => undefined);

function fixed<T>(value: T): ValueStream<T> {
  return { getValue: () => value, subscribe: () => ({ unsubscribe: () => undefined }) };
}

/** A visitor's session before anything else has loaded (the brand the server knows, if any): what the hydrating browser starts from. */
function visitorSession(brand: SiteBrand | null): RemoteSession {
  const values = { ...emptySessionValues, ...(brand ? { theme: brand.theme, contact: brand.contact, website: brand.website } : {}) };
  const view = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, fixed(value)])) as unknown as SessionView;
  return { ...view, refreshBalance: never, showCredit: () => undefined, signIn: never, login: never, logout: never, expireSession: () => undefined };
}

/** Nothing moves on the server: the links only need their addresses. */
const stayingNavigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

const Root = createPageRoot('mf-landing', pages);

/**
 * The brand the pages show, from the site's answers (tools/release/brand.mjs keeps them): read
 * as the browser reads them. The release tool writes it beside the page as `#prerendered-site`.
 */
export function siteData(answers: { theme?: unknown; contact?: unknown; website?: unknown }, changedAt: number): SiteBrand {
  return siteBrandOf(answers, changedAt);
}

/**
 * The HTML of `page` as the browser's first render of it produces it. `publicPath` is the
 * published version folder's URL (ending in /): images and other files are linked from there.
 * `site`: the operator's brand (siteData), painted from the first byte.
 */
export async function renderPage(
  page: PrerenderedPage,
  { config, publicPath, site = null }: { config: RuntimeConfig; publicPath: string; site?: SiteBrand | null },
): Promise<string> {
  __webpack_public_path__ = publicPath;
  setPrerenderedBrand(site);
  const props: RemoteProps = {
    page,
    route: routes[page].path,
    // The address as links write it (lower case), with no query: the same for every visitor.
    location: { pathname: routePath(page), search: '', hash: '', state: null, key: 'default' },
    navigator: stayingNavigator,
    session: visitorSession(site),
    api: {} as ApiClient,
    config,
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

import React, { Component, type ComponentType, type ErrorInfo, type ReactNode, Suspense, lazy, useEffect } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AppError } from '../errors';
import type { PageMap, RemoteName } from '../route-pages';
import { texts } from '../texts';
import { Spinner } from '../ui/Spinner';
import type { PageProps, RemoteProps } from './props';

export type PageLoader = () => Promise<{ default: ComponentType<PageProps> }>;

interface BoundaryProps {
  app: string;
  page: string;
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** Keeps a failing page inside its own area: the shell around it keeps working. */
class PageBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[${this.props.app}] E2 page ${this.props.page} failed`, error, info.componentStack);
    this.props.onError(error);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (previous.page !== this.props.page && this.state.failed) this.setState({ failed: false });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="ms-notice" role="alert">
        <p className="ms-notice__title">{texts.serverError}</p>
        <button type="button" className="ms-button" onClick={() => this.setState({ failed: false })}>
          {texts.retry}
        </button>
      </div>
    );
  }
}

/** Tells the shell the page is on screen: after each new page, params or query. */
function PageReady({ readyKey, onReady }: { readyKey: string; onReady: () => void }) {
  useEffect(() => onReady(), [readyKey, onReady]);
  return null;
}

/**
 * Builds a remote's exposed `./app`: single-spa lifecycles (single-spa-react) whose root renders
 * the page named by the `page` prop. Each page is its own chunk, fetched when first shown. The
 * page map must name exactly the remote's pages of the route table (route-pages.ts): tsc checks it.
 */
export function createRemoteApp<R extends RemoteName>(remote: R, pages: PageMap<R, PageLoader>) {
  // Errors carry the app's name as its folder spells it: [mf-wallet] E1 …
  return createPageApp(remote.replace('_', '-'), pages);
}

/**
 * The root a remote renders for the page named by the `page` prop: each page its own chunk,
 * inside an error boundary and a Suspense boundary. The prerender (ADR 0025) renders this same
 * root on the server, so the browser's first render matches its HTML.
 */
export function createPageRoot(app: string, pages: Readonly<Record<string, PageLoader>>) {
  const lazyPages = new Map(Object.entries(pages).map(([name, load]) => [name, lazy(load)]));

  return function Root(props: RemoteProps) {
    const Page = lazyPages.get(props.page);
    if (!Page) {
      throw new AppError(app, 'E1', `no page named "${props.page}"`);
    }
    return (
      <PageBoundary app={app} page={props.page} onError={props.onPageError}>
        <Suspense fallback={<Spinner label={texts.loading} />}>
          <Page {...props} />
          <PageReady readyKey={`${props.page}|${JSON.stringify(props.params)}|${props.search}`} onReady={props.onPageReady} />
        </Suspense>
      </PageBoundary>
    );
  };
}

/** The untyped core, for tests that mount a page or two without a whole remote. */
export function createPageApp(app: string, pages: Readonly<Record<string, PageLoader>>) {
  const Root = createPageRoot(app, pages);
  // single-spa-react asks for the render type without the props: the mount below sets it.
  let hydrating = false;

  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    // single-spa-react types its root props as its own; ours arrive through the same props object.
    rootComponent: Root as unknown as ComponentType<Parameters<typeof singleSpaReact>[0] extends { rootComponent?: ComponentType<infer P> } ? P : never>,
    renderType: () => (hydrating ? 'hydrateRoot' : 'createRoot'),
    errorBoundary(error: Error) {
      console.error(`[${app}] E3 render failed`, error);
      return (
        <div className="ms-notice" role="alert">
          {texts.serverError}
        </div>
      );
    },
  });

  return {
    ...lifecycles,
    // The shell sets `hydrate` when the DOM element holds this page's prerendered HTML.
    mount(props: RemoteProps & { name: string }) {
      hydrating = props.hydrate === true;
      return lifecycles.mount(props as never).finally(() => {
        hydrating = false;
      });
    },
  };
}

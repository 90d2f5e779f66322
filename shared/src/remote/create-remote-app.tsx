import React, { Component, type ComponentType, type ErrorInfo, type ReactNode, startTransition, Suspense, useEffect } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AppError } from '../errors';
import type { PageMap, RemoteName } from '../route-pages';
import { texts } from '../texts';
import { preloadableLazy } from '../ui/preloadable-lazy';
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

const textFields = 'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=file]):not([type=submit]):not([type=button]), textarea';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Follows what the visitor types into a prerendered page's fields until the page runs: what is
 * there already, and every input event after (hydration itself changes values without one).
 * `stop()` ends the watch and returns the fields with their typed text.
 */
function watchTyping(root: HTMLElement): { stop: () => Map<TextField, string> } {
  const typed = new Map<TextField, string>();
  for (const field of root.querySelectorAll<TextField>(textFields)) if (field.value !== '') typed.set(field, field.value);
  const onInput = (event: Event) => {
    const field = event.target as TextField;
    if (field.matches?.(textFields)) typed.set(field, field.value);
  };
  root.addEventListener('input', onInput, true);
  return {
    stop: () => {
      root.removeEventListener('input', onInput, true);
      return typed;
    },
  };
}

/** Types it again, as the visitor would: through the native setter and an input event React hears. */
function restoreTyped(typed: Map<TextField, string>): void {
  for (const [field, value] of typed) {
    if (!field.isConnected) continue;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    // React's own setter first (it then believes the field empty, as its state is), the native one after.
    field.value = '';
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * The root a remote renders for the page named by the `page` prop: each page its own chunk,
 * inside an error boundary and a Suspense boundary. The prerender (ADR 0025) renders this same
 * root on the server, so the browser's first render matches its HTML. `preload(page)` fetches a
 * page's chunk so that its render does not suspend (see preloadableLazy).
 */
export function createPageRoot(app: string, pages: Readonly<Record<string, PageLoader>>) {
  const pageComponents = new Map(Object.entries(pages).map(([name, load]) => [name, preloadableLazy(load)]));

  function Root(props: RemoteProps) {
    const Page = pageComponents.get(props.page)?.Component;
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
  }

  return Object.assign(Root, { preload: (page: string) => pageComponents.get(page)?.preload() ?? Promise.resolve() });
}

/**
 * Runs `mount` (single-spa-react calls hydrateRoot in it, synchronously) inside a transition: the
 * hydration then gets a transition lane, which React renders in slices of a few milliseconds
 * with the main thread free between them, instead of in one long task at the default lane. The
 * page is already on screen, so nothing waits for it; a click before it ends hydrates its target
 * first, as always (ADR 0028).
 */
function hydrateInSlices<T>(mount: () => T): T {
  let result: T | undefined;
  startTransition(() => {
    result = mount();
  });
  return result as T;
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
    mount(props: RemoteProps & { name: string; domElement?: HTMLElement }) {
      hydrating = props.hydrate === true;
      let mountProps = props;
      if (hydrating && props.domElement) {
        // What the visitor typed before the page ran is given back once it runs (hydration
        // resets the fields to the page's state).
        const typing = watchTyping(props.domElement);
        let restored = false;
        mountProps = {
          ...props,
          onPageReady: () => {
            if (!restored) {
              restored = true;
              restoreTyped(typing.stop());
            }
            props.onPageReady();
          },
        };
      }
      const mount = () => lifecycles.mount(mountProps as never);
      // The page's chunk first: mounted with it, the page shows in the same frame.
      return Root.preload(props.page)
        .then(() => (hydrating ? hydrateInSlices(mount) : mount()))
        .finally(() => {
          hydrating = false;
        });
    },
    update(props: RemoteProps & { name: string }) {
      return Root.preload(props.page).then(() => lifecycles.update?.(props as never));
    },
  };
}

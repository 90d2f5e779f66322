import React, { Component, type ComponentType, type ErrorInfo, type ReactNode, startTransition, Suspense, useEffect, useMemo } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AppError } from '../errors';
import type { PageMap, RemoteName } from '../route-pages';
import { texts } from '../texts';
import { runEarlyActions } from './early-actions';
import { preloadableLazy } from '../ui/preloadable-lazy';
import { Spinner } from '../ui/Spinner';
import { PageFrame } from './page-services';
import type { RemoteProps } from './props';

/** A page module: its component takes no props; it reads what it needs through hooks (page-services.tsx, react-router). */
export type PageLoader = () => Promise<{ default: ComponentType }>;

interface BoundaryProps {
  app: string;
  page: string;
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** Keeps a failing page inside its own area: the shell around it keeps working (the back office's staff pages too). */
export class PageBoundary extends Component<BoundaryProps, { failed: boolean }> {
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
export function PageReady({ readyKey, onReady }: { readyKey: string; onReady: () => void }) {
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
type Entry = TextField | HTMLSelectElement;

const entryControls = `${textFields}, select, input[type=checkbox]`;

/** What the visitor entered into one control: its text, its choice, or its tick. */
function entryOf(control: Element): string | boolean | undefined {
  if (control instanceof HTMLSelectElement) return control.value;
  if (control instanceof HTMLInputElement && control.type === 'checkbox') return control.checked;
  return control.matches(textFields) ? (control as TextField).value : undefined;
}

/** The control as the HTML had it, before anyone entered anything. */
function defaultOf(control: Entry): string | boolean {
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
  }
  return control instanceof HTMLInputElement && control.type === 'checkbox' ? control.defaultChecked : control.defaultValue;
}

/**
 * Follows what the visitor enters into a prerendered page's form controls until the page runs:
 * text typed, a choice in a list, a box ticked; what is there already, and every input or change
 * event after (hydration itself changes values without one). `stop()` ends the watch and returns
 * the controls with what was entered.
 */
function watchEntries(root: HTMLElement): { stop: () => Map<Entry, string | boolean> } {
  const entered = new Map<Entry, string | boolean>();
  for (const control of root.querySelectorAll<Entry>(entryControls)) {
    const value = entryOf(control);
    if (value !== undefined && value !== defaultOf(control)) entered.set(control, value);
  }
  const onEntry = ({ target }: Event) => {
    const value = target instanceof Element ? entryOf(target) : undefined;
    if (value !== undefined) entered.set(target as Entry, value);
  };
  root.addEventListener('input', onEntry, true);
  root.addEventListener('change', onEntry, true);
  return {
    stop: () => {
      root.removeEventListener('input', onEntry, true);
      root.removeEventListener('change', onEntry, true);
      return entered;
    },
  };
}

/** Enters it again, as the visitor would, through events React hears. */
function restoreEntries(entered: Map<Entry, string | boolean>): void {
  for (const [control, value] of entered) {
    if (!control.isConnected) continue;
    if (typeof value === 'boolean') {
      // React's setter sets the opposite, then a click ticks (or clears) it as the visitor did.
      (control as HTMLInputElement).checked = !value;
      (control as HTMLInputElement).click();
      continue;
    }
    const prototype =
      control instanceof HTMLSelectElement
        ? HTMLSelectElement.prototype
        : control instanceof HTMLTextAreaElement
          ? HTMLTextAreaElement.prototype
          : HTMLInputElement.prototype;
    // React's own setter first (it then believes the field empty, as its state is), the native one after.
    control.value = '';
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
    control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
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
    const { api, session, config, location } = props;
    const services = useMemo(() => ({ api, session, config }), [api, session, config]);
    return (
      <PageBoundary app={app} page={props.page} onError={props.onPageError}>
        <Suspense fallback={<Spinner label={texts.loading} />}>
          <PageFrame services={services} location={location} navigator={props.navigator} route={props.route}>
            <Page />
          </PageFrame>
          <PageReady readyKey={`${props.page}|${location.pathname}|${location.search}`} onReady={props.onPageReady} />
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
      // What the visitor entered before the page ran is given back once it runs (hydration
      // resets the controls to the page's state), then what they submitted or tapped, once
      // (shell/public/early.js kept it; a page rendered afresh instead has nothing to give back,
      // and ends the keeping all the same).
      const entries = hydrating && props.domElement ? watchEntries(props.domElement) : null;
      let started = false;
      const mountProps = {
        ...props,
        onPageReady: () => {
          if (!started) {
            started = true;
            if (entries) restoreEntries(entries.stop());
            // Another page mounted beside a prerendered one that still waits leaves its taps kept.
            if (entries || !document.getElementById('prerendered')) runEarlyActions();
          }
          props.onPageReady();
        },
      };
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

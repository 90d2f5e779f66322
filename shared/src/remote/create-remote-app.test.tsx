import { renderToString } from 'react-dom/server';
import { createPageProps } from '../testing/page-props';
import type { PageProps, RemoteProps } from './props';
import { createPageApp } from './create-remote-app';

function Echo({ page, params }: PageProps) {
  return <h1>{`${page}:${params.sport ?? ''}`}</h1>;
}

function props(overrides: Partial<RemoteProps>, domElement: HTMLElement) {
  return {
    ...createPageProps({ page: 'sport' }),
    name: 'test-parcel',
    domElement,
    singleSpa: {},
    mountParcel: jest.fn(),
    ...overrides,
  };
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

describe('createRemoteApp (its untyped core)', () => {
  it('mounts the named page, updates it with new params and reports readiness each time', async () => {
    const app = createPageApp('mf-test', { sport: () => Promise.resolve({ default: Echo }) });
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const first = props({}, domElement);
    // single-spa drives React here, as the shell does; no act() around it.
    await app.bootstrap(first as never);
    await app.mount(first as never);
    expect(await screen('sport:')).toBe(true);
    await waitUntil(() => (first.onPageReady as jest.Mock).mock.calls.length >= 1);
    expect(first.onPageReady).toHaveBeenCalledTimes(1);

    const second = { ...first, params: { sport: 'football' } };
    await app.update?.(second as never);
    expect(await screen('sport:football')).toBe(true);
    await waitUntil(() => (first.onPageReady as jest.Mock).mock.calls.length === 2);
    expect(first.onPageReady).toHaveBeenCalledTimes(2);
    await app.unmount(second as never);
    expect(domElement.textContent).toBe('');

    async function waitUntil(done: () => boolean) {
      for (let i = 0; i < 200 && !done(); i += 1) await new Promise((r) => setTimeout(r, 10));
    }

    async function screen(text: string) {
      await waitUntil(() => domElement.querySelector('h1')?.textContent === text);
      return domElement.querySelector('h1')?.textContent === text;
    }
  });

  it('hydrates prerendered HTML in place: the same elements stay, nothing is reported', async () => {
    const app = createPageApp('mf-test', { sport: () => Promise.resolve({ default: Echo }) });
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const first = props({ hydrate: true, params: { sport: 'football' } }, domElement);
    // The server's HTML of the same root, as the prerender writes it.
    const { createPageRoot } = await import('./create-remote-app');
    const Root = createPageRoot('mf-test', { sport: () => Promise.resolve({ default: Echo }) });
    await Root.preload('sport');
    domElement.insertAdjacentHTML('afterbegin', renderToString(<Root {...(first as RemoteProps)} />));
    const heading = domElement.querySelector('h1');
    expect(heading?.textContent).toBe('sport:football');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await app.bootstrap(first as never);
      await app.mount(first as never);
      for (let i = 0; i < 200 && (first.onPageReady as jest.Mock).mock.calls.length === 0; i += 1) await new Promise((r) => setTimeout(r, 10));
      expect(first.onPageReady).toHaveBeenCalledTimes(1);
      expect(domElement.querySelector('h1')).toBe(heading);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      await app.unmount(first as never);
    }
  });
});

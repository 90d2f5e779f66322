import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { parsePath, useParams, useSearchParams } from 'react-router-dom';
import { createPageProps } from '../testing/page-props';
import type { RemoteProps } from './props';
import { createPageApp, createPageRoot } from './create-remote-app';
import { useHydrated } from './use-hydrated';

/** A page as a team writes one: what it shows comes from react-router's hooks. */
function Echo() {
  const { sport = '' } = useParams();
  const [search] = useSearchParams();
  return <h1>{`sport:${sport}${search.get('day') ? `:${search.get('day')}` : ''}`}</h1>;
}

/** The location of an address, as the shell passes it. */
const at = (path: string, key = path) => ({
  ...parsePath(path),
  pathname: parsePath(path).pathname ?? '/',
  search: parsePath(path).search ?? '',
  hash: '',
  state: null,
  key,
});

function props(overrides: Partial<RemoteProps>, domElement: HTMLElement) {
  return {
    ...createPageProps({ page: 'sport', route: '/Sport/:sport?', path: '/sport' }),
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
  it('mounts the named page, updates it with a new location and reports readiness each time', async () => {
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

    const second = { ...first, location: at('/sport/football?day=sat') };
    await app.update?.(second as never);
    expect(await screen('sport:football:sat')).toBe(true);
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
    const first = props({ hydrate: true, location: at('/Sport/football') }, domElement);
    // The server's HTML of the same root, as the prerender writes it.
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

  it('gives back what the visitor entered before the page ran: typed text, a choice, a tick', async () => {
    function Form() {
      const [name, setName] = useState('');
      const [bank, setBank] = useState('');
      const [adult, setAdult] = useState(false);
      const hydrated = useHydrated();
      return (
        <form>
          <input aria-label="name" value={name} onChange={(event) => setName(event.target.value)} />
          <select aria-label="bank" value={bank} onChange={(event) => setBank(event.target.value)}>
            <option value="">choose</option>
            <option value="kbank">KBank</option>
          </select>
          <input aria-label="adult" type="checkbox" checked={adult} onChange={(event) => setAdult(event.target.checked)} />
          <output>{hydrated ? `${name}|${bank}|${String(adult)}` : 'starting'}</output>
        </form>
      );
    }
    const pages = { sport: () => Promise.resolve({ default: Form }) };
    const app = createPageApp('mf-test', pages);
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const first = props({ hydrate: true }, domElement);
    const Root = createPageRoot('mf-test', pages);
    await Root.preload('sport');
    domElement.insertAdjacentHTML('afterbegin', renderToString(<Root {...(first as RemoteProps)} />));
    // Entered while the page's scripts were still on their way: no listener saw it.
    domElement.querySelector<HTMLInputElement>('input[aria-label=name]')!.value = 'Somchai';
    domElement.querySelector<HTMLSelectElement>('select')!.value = 'kbank';
    domElement.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked = true;
    try {
      await app.bootstrap(first as never);
      await app.mount(first as never);
      const output = () => domElement.querySelector('output')?.textContent;
      for (let i = 0; i < 200 && output() !== 'Somchai|kbank|true'; i += 1) await new Promise((r) => setTimeout(r, 10));
      expect(output()).toBe('Somchai|kbank|true');
      expect(domElement.querySelector<HTMLSelectElement>('select')!.value).toBe('kbank');
      expect(domElement.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked).toBe(true);
    } finally {
      await app.unmount(first as never);
    }
  });
});

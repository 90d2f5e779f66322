import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { preloadableLazy } from './preloadable-lazy';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

const loader = () => jest.fn(() => Promise.resolve({ default: Counter }));

function view(Component: React.ComponentType<{ label: string }>, label = 'page') {
  return (
    <Suspense fallback={<p>loading</p>}>
      <Component label={label} />
    </Suspense>
  );
}

describe('preloadableLazy', () => {
  it('preloaded: the first render shows the component, never the fallback', async () => {
    const { Component, preload } = preloadableLazy(loader());
    await preload();
    render(view(Component));
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByRole('button', { name: 'page 0' })).toBeInTheDocument();
  });

  it('not preloaded: the fallback, then the component (React.lazy as before)', async () => {
    const { Component } = preloadableLazy(loader());
    render(view(Component));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'page 0' })).toBeInTheDocument();
  });

  it('a component first rendered lazily keeps its state when it is preloaded later', async () => {
    const { Component, preload } = preloadableLazy(loader());
    const { rerender } = render(view(Component));
    (await screen.findByRole('button', { name: 'page 0' })).click();
    expect(await screen.findByRole('button', { name: 'page 1' })).toBeInTheDocument();
    await act(() => preload());
    rerender(view(Component, 'again'));
    expect(screen.getByRole('button', { name: 'again 1' })).toBeInTheDocument();
  });

  it('fetches once however often it is asked, and again after a failure', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk')).mockResolvedValue({ default: Counter });
    const { preload } = preloadableLazy(load);
    await preload();
    await Promise.all([preload(), preload()]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

import { act, render, screen } from '@testing-library/react';
import { landingTexts } from '../texts';
import { ContactQr } from './ContactQr';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

/** A stand-in IntersectionObserver the test can fire by hand. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: Callback,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('ContactQr', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true, writable: true });
  });

  afterEach(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });

  it('keeps its box but draws nothing (and loads no QR library) until the footer comes near', async () => {
    const { container } = render(<ContactQr url="https://line.me/R/ti/p/@support" />);
    await flush();
    expect(container.querySelector('svg')).toBeNull();
    expect(container.querySelector('.ml-qr__box')).toBeInTheDocument();
    expect(FakeObserver.last?.options.rootMargin).toBe('300px');

    act(() => FakeObserver.last?.callback([{ isIntersecting: true }]));
    const qr = await screen.findByRole('img', { name: landingTexts.qrLabel });
    expect(qr.querySelector('rect')).toHaveAttribute('fill', '#ffffff');
    expect(qr.querySelector('path')).toHaveAttribute('fill', '#000000');
    expect(FakeObserver.last?.disconnected).toBe(true);
  });

  it('draws a new code when the link changes', async () => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
    const view = render(<ContactQr url="https://line.me/R/ti/p/@a" />);
    const first = (await screen.findByRole('img')).querySelector('path')?.getAttribute('d');
    view.rerender(<ContactQr url="https://line.me/R/ti/p/@another-longer-support-account" />);
    await flush();
    const second = screen.getByRole('img').querySelector('path')?.getAttribute('d');
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
  });
});

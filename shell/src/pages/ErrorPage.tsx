import { Component, type ErrorInfo, type ReactNode, useEffect } from 'react';
import { routePath, routeTitle, statusOf, texts } from '@member-site/shared';
import { reloadForChunkError } from '../app/chunk-reload';
import { finishProgress } from '../app/progress';
import '../layouts/layouts.css';
import './error-page.css';

/** The message under the heading: the not-found text, else the error's own message. */
function messageOf(error: unknown, status: number): string {
  if (status === 404) return 'This page could not be found';
  return error instanceof Error ? error.message : '';
}

function ErrorContent({ error }: { error: unknown }) {
  const status = statusOf(error);
  const notFound = status === 404;
  useEffect(() => {
    finishProgress();
    reloadForChunkError(error);
  }, [error]);
  return (
    <main className="layout-empty error-page">
      <p className="error-page__status">{status}</p>
      <h1 className="error-page__title">{notFound ? '404 Not Found' : 'An error occurred'}</h1>
      <p className="error-page__message">{messageOf(error, status)}</p>
      <p className="error-page__thai">{notFound ? 'ไม่พบหน้าที่คุณต้องการ' : 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง'}</p>
      <nav className="error-page__links">
        <a className="ms-button" href={routePath('playgame')}>
          {texts.backHome}
        </a>
        <a className="ms-button ms-button--ghost" href={routePath('logout')}>
          {routeTitle('logout')}
        </a>
      </nav>
    </main>
  );
}

/** If the error page itself cannot render, this plain message with a link home is shown. */
class ErrorPageFallback extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[shell] E20 error page failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="layout-empty error-page">
        <p>เกิดข้อผิดพลาดในการแสดงผล</p>
        <a href="/">{texts.backHome}</a>
      </main>
    );
  }
}

/** The error page (empty layout): status from statusCode, status or response.status, default 500. */
export function ErrorView({ error }: { error: unknown }) {
  return (
    <ErrorPageFallback>
      <ErrorContent error={error} />
    </ErrorPageFallback>
  );
}

interface BoundaryProps {
  /** A new value (the next navigation) clears a caught error. */
  resetKey: string;
  children: ReactNode;
}

/** Shows the error page for an error thrown while rendering a route. */
export class ErrorBoundaryPage extends Component<BoundaryProps, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error: error ?? new Error('unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[shell] E23 route failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? <ErrorView error={this.state.error} /> : this.props.children;
  }
}

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, texts } from '@member-site/shared';

interface PageBoundaryProps {
  /** The page's name (its route's), for the log. */
  page: string;
  children: ReactNode;
}

/** Keeps a failing page of the back office's own inside the page area: the frame and its menu keep working. */
export class PageBoundary extends Component<PageBoundaryProps, { failed: boolean; chunk: boolean }> {
  override state = { failed: false, chunk: false };

  static getDerivedStateFromError(error: unknown): { failed: boolean; chunk: boolean } {
    return { failed: true, chunk: isChunkLoadError(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[backoffice] E13 page ${this.props.page} failed`, error, info.componentStack);
  }

  override componentDidUpdate(previous: PageBoundaryProps): void {
    if (previous.page !== this.props.page && this.state.failed) this.setState({ failed: false, chunk: false });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="ms-notice bo-fallback" role="alert">
        <p className="ms-notice__title">{this.state.chunk ? texts.remoteUnavailable : texts.serverError}</p>
        {/* A chunk of an earlier build is gone after a new one: only a reload brings the new one. */}
        <button
          type="button"
          className="ms-button"
          onClick={() => (this.state.chunk ? window.location.reload() : this.setState({ failed: false, chunk: false }))}
        >
          {texts.retry}
        </button>
      </div>
    );
  }
}

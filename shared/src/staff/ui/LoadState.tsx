import type { ReactNode } from 'react';
import { errorText } from '../../api/client';
import { Button } from '../../ui/kit/kit';
import { Spinner } from '../../ui/Spinner';
import { staffTexts } from './texts';

/** What a staff read is: TanStack Query's result, as far as a page shows it. */
export interface ReadState<T> {
  data: T | undefined;
  error: Error | null;
  isPending: boolean;
  isFetching?: boolean;
  refetch: () => unknown;
}

/** A read's failure: the API's Thai message as text and a retry button. */
export function LoadFailed({ error, retry }: { error: unknown; retry: () => unknown }) {
  return (
    <div className="bo-failed" role="alert">
      <p className="bo-failed__title">{staffTexts.loadFailed}</p>
      <p>{errorText(error)}</p>
      <Button small look="ghost" onClick={() => void retry()}>
        {staffTexts.retry}
      </Button>
    </div>
  );
}

/**
 * A read's three states, never blank: a spinner while it first loads, its failure with a retry,
 * then the content. A failed refresh of data already shown keeps the data and says so above it.
 */
export function LoadState<T>({ read, children }: { read: ReadState<T>; children: (data: T) => ReactNode }) {
  if (read.data === undefined) {
    if (read.error) return <LoadFailed error={read.error} retry={read.refetch} />;
    return <Spinner label={staffTexts.loading} />;
  }
  return (
    <>
      {read.error ? <LoadFailed error={read.error} retry={read.refetch} /> : null}
      {children(read.data)}
    </>
  );
}

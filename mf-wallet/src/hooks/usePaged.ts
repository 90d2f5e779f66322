import { useCallback, useState } from 'react';
import { useLoad, type Load } from '@member-site/shared';

/** A paged history: the page number in state, its page loaded by `load(page)` (memoise load). */
export function usePaged<T>(load: (page: number) => Promise<T>): { state: Load<T>; retry: () => void; page: number; setPage: (page: number) => void } {
  const [page, setPage] = useState(1);
  const loadPage = useCallback(() => load(page), [load, page]);
  const [state, retry] = useLoad(loadPage);
  return { state, retry, page, setPage };
}

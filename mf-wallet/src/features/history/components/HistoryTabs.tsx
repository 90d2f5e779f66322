import { useCallback, useState, type ReactNode } from 'react';
import { Loaded, useApi } from '@member-site/shared';
import { Pager } from '../../../components/Pager';
import { DepositList, WithdrawalList } from '../../../components/RecordLists';
import { Tabs } from '../../../components/Tabs';
import { usePaged } from '../../../hooks/usePaged';
import { fetchDeposits, fetchWithdrawals } from '../api/history';

type Side = 'deposits' | 'withdrawals';

const sides = [
  { key: 'deposits', label: 'ฝาก' },
  { key: 'withdrawals', label: 'ถอน' },
] as const;

/** ฝาก / ถอน, each its own paged list (the page resets when the tab changes). */
export function HistoryTabs() {
  const [side, setSide] = useState<Side>('deposits');
  return (
    <>
      <Tabs label="ประเภทรายการ" items={sides} selected={side} onSelect={setSide} />
      <div role="tabpanel" aria-label={side === 'deposits' ? 'ฝาก' : 'ถอน'} className="mw-panel">
        {side === 'deposits' ? <Deposits /> : <Withdrawals />}
      </div>
    </>
  );
}

function Deposits() {
  const api = useApi();
  const load = useCallback((page: number) => fetchDeposits(api, page), [api]);
  return <PagedHistory load={load} render={(items) => <DepositList items={items} />} />;
}

function Withdrawals() {
  const api = useApi();
  const load = useCallback((page: number) => fetchWithdrawals(api, page), [api]);
  return <PagedHistory load={load} render={(items) => <WithdrawalList items={items} />} />;
}

interface Paged<T> {
  data: T[];
  pageSize: number;
  total: number;
}

function PagedHistory<T>({ load, render }: { load: (page: number) => Promise<Paged<T>>; render: (items: T[]) => ReactNode }) {
  const { state, retry, page, setPage } = usePaged(load);
  return (
    <Loaded state={state} retry={retry}>
      {(data) => (
        <>
          {render(data.data)}
          <Pager page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
        </>
      )}
    </Loaded>
  );
}

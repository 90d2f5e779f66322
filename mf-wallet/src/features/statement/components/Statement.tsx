import { useCallback, useState } from 'react';
import { Loaded, useApi, useLoad } from '@member-site/shared';
import { Pager } from '../../../components/Pager';
import { fetchStatement } from '../api/statement';
import { periodRange, periods, type Period } from '../period';
import { StatementList } from './StatementList';

// Module level: a new default function each render would reload the statement each render.
const clock = () => new Date();

/** Every balance movement in a period (Bangkok days), newest first, paged. */
export function Statement({ now = clock }: { now?: () => Date }) {
  const api = useApi();
  const [period, setPeriod] = useState<Period>('7d');
  const [page, setPage] = useState(1);
  const load = useCallback(() => fetchStatement(api, { ...periodRange(period, now()), page }), [api, period, page, now]);
  const [state, retry] = useLoad(load);
  const choose = (next: Period) => {
    setPeriod(next);
    setPage(1);
  };
  return (
    <>
      <div className="mw-filter" role="group" aria-label="ช่วงเวลา">
        {periods.map((p) => (
          <button key={p.key} type="button" className="mw-chip" aria-pressed={p.key === period} onClick={() => choose(p.key)}>
            {p.label}
          </button>
        ))}
      </div>
      <Loaded state={state} retry={retry}>
        {(data) => (
          <>
            <StatementList items={data.data} />
            <Pager page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
          </>
        )}
      </Loaded>
    </>
  );
}

import { useCallback, useId, useState } from 'react';
import { bangkokDate, EmptyState, formatMoneyText, formatThaiDateTime, Loaded, useApi, useLoad } from '@member-site/shared';
import { Pager } from '../../../components/Pager';
import { signedAmount as signed } from '../../../lib/signed';
import { playTexts } from '../texts';
import { fetchPlayHistory } from '../api/play';

// Module level: a new default function each render would reload each render.
const clock = () => new Date();

/** One Bangkok day of rounds (today, yesterday or a picked date), its totals, paged. */
export function PlayHistory({ now = clock }: { now?: () => Date }) {
  const api = useApi();
  const today = bangkokDate(now());
  const yesterday = bangkokDate(now(), 1);
  const [day, setDay] = useState(today);
  const [page, setPage] = useState(1);
  const dateId = useId();
  const load = useCallback(() => fetchPlayHistory(api, { day, page }), [api, day, page]);
  const [state, retry] = useLoad(load);
  const choose = (next: string) => {
    if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(next)) return;
    setDay(next);
    setPage(1);
  };
  return (
    <>
      <div className="mw-filter" role="group" aria-label={playTexts.dayGroup}>
        <button type="button" className="mw-chip" aria-pressed={day === today} onClick={() => choose(today)}>
          {playTexts.today}
        </button>
        <button type="button" className="mw-chip" aria-pressed={day === yesterday} onClick={() => choose(yesterday)}>
          {playTexts.yesterday}
        </button>
      </div>
      <div>
        <label className="ms-label" htmlFor={dateId}>
          {playTexts.pickDate}
        </label>
        <input id={dateId} className="ms-input ms-input--amount" type="date" value={day} max={today} onChange={(e) => choose(e.target.value)} />
      </div>
      <Loaded state={state} retry={retry}>
        {(data) => {
          const net = signed(data.totals.net);
          return (
            <>
              <h2 className="ms-h2">{playTexts.totals}</h2>
              <dl className="mw-facts">
                <div>
                  <dt>{playTexts.rounds}</dt>
                  <dd>{data.totals.rounds}</dd>
                </div>
                <div>
                  <dt>{playTexts.stake}</dt>
                  <dd>{formatMoneyText(data.totals.stake)}</dd>
                </div>
                <div>
                  <dt>{playTexts.payout}</dt>
                  <dd>{formatMoneyText(data.totals.payout)}</dd>
                </div>
                <div>
                  <dt>{playTexts.net}</dt>
                  <dd className={`ms-amount ms-amount--${net.tone}`}>{net.text}</dd>
                </div>
              </dl>
              {data.data.length === 0 ? (
                <EmptyState>{playTexts.empty}</EmptyState>
              ) : (
                <ul className="ms-list">
                  {data.data.map((r) => {
                    const result = signed(r.result);
                    return (
                      <li key={r.id} className="mw-record">
                        <div className="mw-record__main">
                          <span className="ms-strong">{r.game}</span>
                          <span className={`ms-amount ms-amount--${result.tone}`}>{result.text}</span>
                        </div>
                        <p className="mw-record__meta">
                          {r.provider} · {playTexts.stake} {formatMoneyText(r.stake)} · {playTexts.payout} {formatMoneyText(r.payout)}
                        </p>
                        <p className="mw-record__meta">
                          <time dateTime={r.at}>{formatThaiDateTime(r.at)}</time>
                        </p>
                      </li>
                    );
                  })}
                </ul>
              )}
              <Pager page={page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
            </>
          );
        }}
      </Loaded>
    </>
  );
}

import { useCallback, useRef, useState } from 'react';
import {
  Button,
  EmptyState,
  Loaded,
  errorText,
  formatMoneyText,
  formatThaiDateTime,
  useApi,
  useLoad,
  useSession,
  type RebateKind,
  type RebateOffer,
} from '@member-site/shared';
import { Pager } from '../../../components/Pager';
import { walletTexts } from '../../../lib/texts';
import { claimRebate, fetchRebates } from '../api/rebates';
import { kindTexts, rebateTexts } from '../texts';
import { formatThaiPeriod } from '../thai-day';

type Outcome = { tone: 'ok' | 'bad'; text: string } | null;

/** "5% ของยอดเสีย 2,000.00 บาท สูงสุด 10,000.00 บาท" */
export function howComputed(offer: RebateOffer): string {
  return `${offer.rate} ของ${kindTexts[offer.kind].base} ${formatMoneyText(offer.base)} บาท สูงสุด ${formatMoneyText(offer.cap)} บาท`;
}

/** What a kind of rebate offers now, its claim button, and the claims already made (paged). */
export function RebatePanel({ kind }: { kind: RebateKind }) {
  const api = useApi();
  const session = useSession();
  const [page, setPage] = useState(1);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // A ref, not state: both clicks of a double click run before React disables the button.
  const busy = useRef(false);
  const load = useCallback(() => fetchRebates(api, { kind, page }), [api, kind, page]);
  const [state, retry] = useLoad(load);

  const claim = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setOutcome(null);
    try {
      const { credit, ...record } = await claimRebate(api, kind);
      // The answer's credit when it carries one (no /credit or /wallet after the claim), else read it again.
      if (credit === undefined) void session.refreshBalance();
      else session.showCredit(credit);
      setOutcome({ tone: 'ok', text: rebateTexts.success(formatMoneyText(record.amount)) });
    } catch (error) {
      setOutcome({ tone: 'bad', text: errorText(error) });
    } finally {
      busy.current = false;
      setSending(false);
      retry();
    }
  }, [api, kind, session, retry]);

  return (
    <Loaded state={state} retry={retry}>
      {(data) => {
        const offer = data[kind];
        const nothing = offer.claimable === '0.00';
        return (
          <div className="ms-stack">
            <div className="mw-hero">
              <p className="mw-hero__label">{rebateTexts.claimable}</p>
              <p className="mw-hero__amount" data-testid="rebate-claimable">
                {rebateTexts.baht(formatMoneyText(offer.claimable))}
              </p>
              <p>{howComputed(offer)}</p>
              <p className="ms-hint">
                {rebateTexts.period} ({kindTexts[kind].period}): {formatThaiPeriod(offer.periodFrom, offer.periodTo)}
              </p>
              <p className="ms-hint">
                {rebateTexts.minimum(formatMoneyText(offer.minimum))} · {rebateTexts.creditedTo}
              </p>
            </div>
            {offer.claimed ? <p className="ms-callout">{rebateTexts.claimed}</p> : nothing ? <p className="ms-hint">{rebateTexts.nothing}</p> : null}
            <Button wide disabled={nothing || offer.claimed || sending} onClick={() => void claim()}>
              {sending ? rebateTexts.sending : kindTexts[kind].button}
            </Button>
            <div role="status" className={outcome?.tone === 'ok' ? 'mw-outcome--credited' : undefined}>
              {outcome?.tone === 'ok' ? outcome.text : null}
            </div>
            {outcome?.tone === 'bad' ? (
              <p role="alert" className="ms-error">
                {outcome.text}
              </p>
            ) : null}
            <h2 className="ms-h2">{rebateTexts.history}</h2>
            {data.history.data.length === 0 ? (
              <EmptyState>{walletTexts.empty}</EmptyState>
            ) : (
              <ul className="ms-list" aria-label={rebateTexts.history}>
                {data.history.data.map((c) => (
                  <li key={c.id} className="mw-record">
                    <div className="mw-record__main">
                      <span className="ms-strong">{formatThaiPeriod(c.periodFrom, c.periodTo)}</span>
                      <span className="ms-amount ms-amount--in">+{formatMoneyText(c.amount)}</span>
                    </div>
                    <p className="mw-record__meta">
                      {kindTexts[c.kind].base} {formatMoneyText(c.base)} บาท · <time dateTime={c.createdAt}>{formatThaiDateTime(c.createdAt)}</time>
                    </p>
                  </li>
                ))}
              </ul>
            )}
            <Pager page={page} pageSize={data.history.pageSize} total={data.history.total} onPage={setPage} />
          </div>
        );
      }}
    </Loaded>
  );
}

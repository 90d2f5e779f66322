import { useCallback, useState } from 'react';
import { type DepositOptions, useApi, useSession } from '@member-site/shared';
import { Tabs } from '../../../components/Tabs';
import { fetchDepositOptions } from '../api/deposit';
import { depositTexts } from '../texts';
import { BankTransfer } from './BankTransfer';
import { PromotionChoice } from './PromotionChoice';
import { PromptPayTab } from './PromptPayTab';
import { SlipTab } from './SlipTab';

type Method = 'promptpay' | 'transfer' | 'slip';

const methods = [
  { key: 'promptpay', label: depositTexts.promptPay },
  { key: 'transfer', label: depositTexts.transfer },
  { key: 'slip', label: depositTexts.slip },
] as const;

type Promotions = Pick<DepositOptions, 'promotions' | 'promotionChoice'>;

/**
 * The promotion choice (when the API lists any), then the ways to deposit. The PromptPay tab
 * stays mounted while the member looks at the bank accounts, so an open request keeps being
 * watched (and credited) in the background.
 */
export function DepositPanel({ options }: { options: DepositOptions }) {
  const api = useApi();
  const session = useSession();
  const [method, setMethod] = useState<Method>('promptpay');
  const [promotions, setPromotions] = useState<Promotions>(options);
  // A credited deposit consumes the chosen promotion and closes the first-deposit ones: every tab
  // calls `credited` after one, with the credit and the options its answer carried. The bar shows
  // that credit and the promotions on show follow those options, so the deposit costs no other
  // request (issue 24); what an answer lacks (another API's, a cancel's) is read again.
  const shown = promotions.promotions.length > 0;
  const reload = useCallback(
    (after: DepositOptions | undefined) => {
      if (!shown) return;
      if (after) {
        setPromotions(after);
        return;
      }
      fetchDepositOptions(api).then(setPromotions, (error: unknown) => {
        console.warn('[mf-wallet] E6 the promotions could not be read again after a deposit; the choice shown may be stale until the page reloads', error);
      });
    },
    [api, shown],
  );
  const credited = useCallback(
    (credit: string | undefined, after: DepositOptions | undefined) => {
      reload(after);
      if (credit === undefined) void session.refreshBalance();
      else session.showCredit(credit);
    },
    [reload, session],
  );
  return (
    <>
      {shown ? <PromotionChoice key={promotions.promotionChoice ?? ''} promotions={promotions.promotions} chosen={promotions.promotionChoice} /> : null}
      <Tabs label={depositTexts.methods} items={methods} selected={method} onSelect={setMethod} />
      <div role="tabpanel" aria-label={depositTexts.promptPay} hidden={method !== 'promptpay'} className="mw-panel">
        <PromptPayTab options={options} onCredited={credited} />
      </div>
      <div role="tabpanel" aria-label={depositTexts.transfer} hidden={method !== 'transfer'} className="mw-panel">
        <BankTransfer siteAccounts={options.siteAccounts} memberAccount={options.memberAccount} recent={options.recent} />
      </div>
      <div role="tabpanel" aria-label={depositTexts.slip} hidden={method !== 'slip'} className="mw-panel">
        <SlipTab rules={options.slip} onCredited={credited} />
      </div>
    </>
  );
}

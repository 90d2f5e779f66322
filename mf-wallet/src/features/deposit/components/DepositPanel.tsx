import { useState } from 'react';
import type { ApiClient, DepositOptions, RemoteSession } from '@member-site/shared';
import { Tabs } from '../../../components/Tabs';
import { depositTexts } from '../texts';
import { BankTransfer } from './BankTransfer';
import { PromptPayTab } from './PromptPayTab';
import { SlipTab } from './SlipTab';

type Method = 'promptpay' | 'transfer' | 'slip';

const methods = [
  { key: 'promptpay', label: depositTexts.promptPay },
  { key: 'transfer', label: depositTexts.transfer },
  { key: 'slip', label: depositTexts.slip },
] as const;

interface DepositPanelProps {
  api: ApiClient;
  session: Pick<RemoteSession, 'refreshBalance'>;
  options: DepositOptions;
}

/**
 * The ways to deposit. The PromptPay tab stays mounted while the member looks at the bank
 * accounts, so an open request keeps being watched (and credited) in the background.
 */
export function DepositPanel({ api, session, options }: DepositPanelProps) {
  const [method, setMethod] = useState<Method>('promptpay');
  return (
    <>
      <Tabs label={depositTexts.methods} items={methods} selected={method} onSelect={setMethod} />
      <div role="tabpanel" aria-label={depositTexts.promptPay} hidden={method !== 'promptpay'} className="mw-panel">
        <PromptPayTab api={api} session={session} options={options} />
      </div>
      <div role="tabpanel" aria-label={depositTexts.transfer} hidden={method !== 'transfer'} className="mw-panel">
        <BankTransfer siteAccounts={options.siteAccounts} memberAccount={options.memberAccount} />
      </div>
      <div role="tabpanel" aria-label={depositTexts.slip} hidden={method !== 'slip'} className="mw-panel">
        <SlipTab api={api} session={session} rules={options.slip} />
      </div>
    </>
  );
}

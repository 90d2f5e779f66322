import { Button, confirmDialog, type DepositOptions } from '@member-site/shared';
import { usePromptPay, type Outcome } from '../hooks/usePromptPay';
import { depositTexts } from '../texts';
import { Announce } from './Announce';
import { PromptPayForm } from './PromptPayForm';
import { PromptPayQr } from './PromptPayQr';
import { RecentDeposits } from './RecentDeposits';

interface PromptPayTabProps {
  options: DepositOptions;
  /** A request was credited: the bar and the panel follow what the answer carried, else read them again. */
  onCredited: (credit: string | undefined, options: DepositOptions | undefined) => void;
}

const outcomeText: Record<Outcome, string> = {
  credited: depositTexts.credited,
  expired: depositTexts.expired,
  cancelled: depositTexts.cancelled,
  rejected: depositTexts.rejected,
  held: depositTexts.held,
};

/** One open request at a time: its QR while open, else the form; how the last one ended is announced. */
export function PromptPayTab({ options: initial, onCredited }: PromptPayTabProps) {
  const { state, create, cancel, startOver } = usePromptPay(initial, onCredited);
  const confirmCancel = async () => {
    if (await confirmDialog(depositTexts.cancelTitle, depositTexts.cancelText)) await cancel();
  };
  return (
    <div className="ms-stack">
      <Announce outcome={state.outcome} text={state.outcome ? outcomeText[state.outcome] : ''} error={state.error} />
      {state.request ? (
        <PromptPayQr request={state.request} busy={state.sending} onCancel={() => void confirmCancel()} />
      ) : state.outcome && state.outcome !== 'credited' ? (
        <Button wide onClick={startOver}>
          {depositTexts.again}
        </Button>
      ) : (
        <PromptPayForm options={state.options} sending={state.sending} onCreate={(amount) => void create(amount)} />
      )}
      <RecentDeposits items={state.options.recent} />
    </div>
  );
}

import { Button } from '@member-site/shared';
import { walletTexts } from '../../../lib/texts';
import { useCopy } from '../hooks/useCopy';

/** Copies `text`; the confirmation is announced (role=status) as well as shown. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, copy] = useCopy();
  return (
    <span className="mw-copy">
      <Button small aria-label={label} onClick={() => copy(text)}>
        {walletTexts.copy}
      </Button>
      <span role="status" className={state === 'failed' ? 'mw-copy__note mw-copy__note--bad' : 'mw-copy__note'}>
        {state === 'copied' ? walletTexts.copied : state === 'failed' ? walletTexts.copyFailed : ''}
      </span>
    </span>
  );
}

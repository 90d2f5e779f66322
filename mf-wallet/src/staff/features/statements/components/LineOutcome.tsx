import { heldReasonLabel, type StatementLineResult } from '@member-site/shared/staff';
import { outcomeLabel } from '../texts';

/** What a statement line did, in Thai: credited, credited before, or held and why. */
export function LineOutcome({ line }: { line: Pick<StatementLineResult, 'outcome' | 'reason'> }) {
  return (
    <>
      {outcomeLabel[line.outcome]}
      {line.outcome === 'held' && line.reason ? <span className="bo-sub">{heldReasonLabel[line.reason]}</span> : null}
    </>
  );
}

import { StaffPage } from '@member-site/shared/staff';
import { HeldList } from '../features/held-transfers/components/HeldList';
import { heldTexts } from '../features/held-transfers/texts';

/** /held-transfers: money that arrived and waits for a staff member's decision (ADR 0032). */
export default function HeldTransfersPage() {
  return (
    <StaffPage route="heldTransfers" intro={heldTexts.intro}>
      <HeldList />
    </StaffPage>
  );
}

import { useContext, useEffect } from 'react';
import { confirmDialog } from '../ui/confirm-dialog';
import { LeaveGuardContext } from './leave-guard';

/** The question, in a module of its own: only pages with a guarded form load it. */
const leaveTexts = {
  title: 'ออกจากหน้านี้หรือไม่?',
  text: 'ข้อมูลที่กรอกไว้ยังไม่ได้ส่ง หากออกจากหน้านี้ข้อมูลจะหายไป',
  leave: 'ออกจากหน้านี้',
  stay: 'อยู่ต่อ',
} as const;

/**
 * While `when` holds (a form with something typed and not sent), every navigation of the page
 * (a link, a menu, back or forward, from any root) first asks the member whether to leave, and
 * staying keeps the page and what was typed. react-router's `useBlocker` needs a data router,
 * which the page's one history is not (ADR 0036); this is the same guard on that history. A
 * shell without guards (an older release) leaves the hook inert.
 */
export function useLeaveGuard(when: boolean): void {
  const block = useContext(LeaveGuardContext);
  useEffect(() => {
    if (!when || !block) return undefined;
    return block(() => confirmDialog(leaveTexts.title, leaveTexts.text, { confirm: leaveTexts.leave, cancel: leaveTexts.stay }));
  }, [when, block]);
}

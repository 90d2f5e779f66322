import { BehaviorSubject } from 'rxjs';
import type { PushedNotice } from '@member-site/shared';

// The notices the event stream brings (ADR 0062), until the member closes them: the member
// chrome shows them (chrome/MemberNotices.tsx) on whatever member page is open.

export interface PostedNotice {
  id: number;
  notice: PushedNotice;
}

/** At most this many at once: the oldest goes first. */
export const maxNotices = 3;

export interface NoticeBoard {
  readonly notices: BehaviorSubject<PostedNotice[]>;
  post(notice: PushedNotice): void;
  dismiss(id: number): void;
}

export function createNoticeBoard(): NoticeBoard {
  const notices = new BehaviorSubject<PostedNotice[]>([]);
  let next = 1;
  return {
    notices,
    post(notice) {
      notices.next([...notices.getValue(), { id: next++, notice }].slice(-maxNotices));
    },
    dismiss(id) {
      notices.next(notices.getValue().filter((posted) => posted.id !== id));
    },
  };
}

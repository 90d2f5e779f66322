import { useEffect, useState } from 'react';
import { useApi, type Announcement } from '@member-site/shared';
import { markAnnouncementRead } from '../api/announce';

/**
 * Opening an announcement marks it read, on the server and at once on this page. The ids read
 * here are kept in state, so the list shows them read without loading it again.
 */
export function useReadOnOpen(list: Announcement[], openId: string | null): Set<string> {
  const api = useApi();
  const [readHere, setReadHere] = useState<Set<string>>(() => new Set());
  const open = list.find((a) => a.id === openId);
  const needsMark = open !== undefined && !open.read && !readHere.has(open.id);
  useEffect(() => {
    if (!needsMark || !openId) return;
    setReadHere((ids) => new Set(ids).add(openId));
    markAnnouncementRead(api, openId).catch((error: unknown) => {
      // The member has read it anyway; the server keeps it unread until the next opening.
      console.error('[mf-account] E4 an announcement could not be marked read', error);
    });
  }, [api, openId, needsMark]);
  return readHere;
}

import { useEffect, useState } from 'react';
import { announcementsUnreadEndpoint, call, isApiError, type ApiClient } from '@member-site/shared';

/**
 * The member's unread announcements, asked each time the sidebar opens: so the count is fresh
 * after reading one, and nothing is requested for a member who never opens the menu (nor on the
 * visitor pages, which have no sidebar). Null until known or when the call failed.
 */
export function useUnreadAnnouncements(api: ApiClient, open: boolean): number | null {
  const [unread, setUnread] = useState<number | null>(null);
  useEffect(() => {
    if (!open) return undefined;
    let current = true;
    call(api, announcementsUnreadEndpoint).then(
      (answer) => {
        if (current) setUnread(answer.unread);
      },
      (error: unknown) => {
        // An expired token already went to the session-expired path through the API client.
        if (!isApiError(error) || (error.status !== 401 && error.status !== 403)) {
          console.error('[shell] E32 the unread announcements could not be counted', error);
        }
      },
    );
    return () => {
      current = false;
    };
  }, [api, open]);
  return unread;
}

import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Loaded, useApi, useLoad, PageHeader } from '@member-site/shared';
import { fetchAnnouncements } from '../features/announce/api/announce';
import { Announcements } from '../features/announce/components/Announcements';
import '../components/account.css';

/** /Announce: the list, newest first; `?id=` opens one (and marks it read). */
export default function AnnouncePage() {
  const api = useApi();
  const load = useCallback(() => fetchAnnouncements(api), [api]);
  const [list, retry] = useLoad(load);
  const [search] = useSearchParams();
  const openId = search.get('id');
  return (
    <div className="ms-page">
      <PageHeader name="announce" />
      <Loaded state={list} retry={retry}>
        {(data) => <Announcements list={data} openId={openId} />}
      </Loaded>
    </div>
  );
}

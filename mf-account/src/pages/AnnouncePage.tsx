import { useCallback } from 'react';
import { Loaded, routeTitle, useLoad, type PageProps } from '@member-site/shared';
import { fetchAnnouncements } from '../features/announce/api/announce';
import { Announcements } from '../features/announce/components/Announcements';
import '../components/account.css';

/** /Announce: the list, newest first; `?id=` opens one (and marks it read). */
export default function AnnouncePage({ api, search, navigate }: PageProps) {
  const load = useCallback(() => fetchAnnouncements(api), [api]);
  const [list, retry] = useLoad(load);
  const openId = new URLSearchParams(search).get('id');
  return (
    <div className="ma-page">
      <h1>{routeTitle('announce')}</h1>
      <Loaded state={list} retry={retry}>
        {(data) => <Announcements api={api} list={data} openId={openId} navigate={navigate} />}
      </Loaded>
    </div>
  );
}

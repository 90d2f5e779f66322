import { useCallback } from 'react';
import { Loaded, routeTitle, useLoad, type PageProps } from '@member-site/shared';
import { fetchProfile } from '../features/profile/api/profile';
import { ProfileCard } from '../features/profile/components/ProfileCard';
import '../components/account.css';

/** /Profile: usernames, phone, the masked bank account and member-since. */
export default function ProfilePage({ api, navigate }: PageProps) {
  const load = useCallback(() => fetchProfile(api), [api]);
  const [profile, retry] = useLoad(load);
  return (
    <div className="ma-page">
      <h1>{routeTitle('profile')}</h1>
      <Loaded state={profile} retry={retry}>
        {(data) => <ProfileCard profile={data} navigate={navigate} />}
      </Loaded>
    </div>
  );
}

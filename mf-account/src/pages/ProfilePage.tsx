import { useCallback, type ReactNode } from 'react';
import { useCapabilities, hasCapability, Loaded, routeAvailable, Spinner, texts, useApi, useLoad, useSession, PageHeader } from '@member-site/shared';
import { fetchProfile } from '../features/profile/api/profile';
import { AccountLinks } from '../features/profile/components/AccountLinks';
import { ProfileCard } from '../features/profile/components/ProfileCard';
import { SessionProfileCard } from '../features/profile/components/SessionProfileCard';
import '../components/account.css';

/**
 * /Profile: usernames, phone, the masked bank account and member-since, then the account's pages
 * (settings, promotion code, tickets…). The shell mounts it whatever the API offers: without the
 * member profile (ADR 0029) it shows what the session knows and sends the member to the staff for
 * the rest; while that is not known, it waits.
 */
export default function ProfilePage() {
  const capabilities = useCapabilities(useSession());
  const offered = hasCapability(capabilities, 'profile');
  const canChangePassword = routeAvailable('passwordChange', capabilities) === true;
  // With the API's profile, its card already leads to the password change, with a note.
  const links = <AccountLinks capabilities={capabilities} without={offered ? ['passwordChange'] : []} />;
  return (
    <div className="ms-page">
      <PageHeader name="profile" />
      {offered === null ? <Spinner label={texts.loading} /> : null}
      {offered === true ? <ApiProfile canChangePassword={canChangePassword} after={links} /> : null}
      {offered === false ? (
        <>
          <SessionProfileCard />
          {links}
        </>
      ) : null}
    </div>
  );
}

/**
 * The member profile as the API keeps it, loaded with a retry; what follows it on the page
 * (`after`) comes once the card or its error is there, so the card arriving moves nothing below it
 * (issue 36: the account's links moved down by the card's height).
 */
function ApiProfile({ canChangePassword, after }: { canChangePassword: boolean; after: ReactNode }) {
  const api = useApi();
  const load = useCallback(() => fetchProfile(api), [api]);
  const [profile, retry] = useLoad(load);
  return (
    <>
      <Loaded state={profile} retry={retry}>
        {(data) => <ProfileCard profile={data} canChangePassword={canChangePassword} />}
      </Loaded>
      {profile.status === 'loading' ? null : after}
    </>
  );
}

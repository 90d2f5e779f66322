import { routeTitle, useSession, useStream } from '@member-site/shared';
import { PasswordForm } from '../features/password/components/PasswordForm';
import '../components/account.css';

/** /Password-change: on success every other session of the member ends; this one stays. */
export default function PasswordChangePage() {
  const profile = useStream(useSession().profile);
  return (
    <div className="ms-page">
      <h1>{routeTitle('passwordChange')}</h1>
      <PasswordForm username={profile?.username ?? ''} />
    </div>
  );
}

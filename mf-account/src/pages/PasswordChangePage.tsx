import { routeTitle, useStream, type PageProps } from '@member-site/shared';
import { PasswordForm } from '../features/password/components/PasswordForm';
import '../components/account.css';

/** /Password-change: on success every other session of the member ends; this one stays. */
export default function PasswordChangePage({ api, session }: PageProps) {
  const profile = useStream(session.profile);
  return (
    <div className="ma-page">
      <h1>{routeTitle('passwordChange')}</h1>
      <PasswordForm api={api} session={session} username={profile?.username ?? ''} />
    </div>
  );
}

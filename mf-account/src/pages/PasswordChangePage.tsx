import { useSession, useStream, PageHeader } from '@member-site/shared';
import { PasswordForm } from '../features/password/components/PasswordForm';
import { ResetNotice } from '../features/password/components/ResetNotice';
import '../components/account.css';

/**
 * /Password-change: on success every other session of the member ends; this one stays. After a
 * staff reset (ADR 0050) the shell keeps the member here until the change, and the page says why.
 */
export default function PasswordChangePage() {
  const profile = useStream(useSession().profile);
  const resetByStaff = profile?.password_change_required === true;
  return (
    <div className="ms-page">
      <PageHeader name="passwordChange" />
      {resetByStaff ? <ResetNotice /> : null}
      <PasswordForm username={profile?.username ?? ''} resetByStaff={resetByStaff} />
    </div>
  );
}

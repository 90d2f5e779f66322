import { Link } from 'react-router-dom';
import { buttonClass, EmptyState, formatThaiDate, type MemberProfile, routePath } from '@member-site/shared';
import { profileTexts } from '../texts';

function Fact({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={mono ? 'ms-mono' : undefined}>{value || profileTexts.none}</dd>
    </div>
  );
}

/** Who the member is, as the API knows it: the bank account arrives masked, a password never. */
export function ProfileCard({ profile, canChangePassword }: { profile: MemberProfile; canChangePassword: boolean }) {
  const bank = profile.bankAccount;
  return (
    <>
      <section className="ms-card" aria-label="ข้อมูลสมาชิก">
        <dl className="ms-facts">
          <Fact label={profileTexts.username} value={profile.username} />
          <Fact label={profileTexts.username2} value={profile.username2} />
          <Fact label={profileTexts.phone} value={profile.phone} mono />
          <Fact label={profileTexts.memberSince} value={formatThaiDate(profile.memberSince)} />
        </dl>
      </section>
      <section className="ms-card" aria-label="บัญชีธนาคาร">
        {bank ? (
          <dl className="ms-facts">
            <Fact label={profileTexts.bank} value={bank.bankName} />
            <Fact label={profileTexts.accountNumber} value={bank.accountNumberMasked} mono />
            <Fact label={profileTexts.accountName} value={bank.accountName} />
          </dl>
        ) : (
          <EmptyState>{profileTexts.noBankAccount}</EmptyState>
        )}
      </section>
      {/* Only where the API offers the password change (ADR 0029): the link would lead to a "not open" page. */}
      {canChangePassword ? (
        <section className="ms-card">
          <p className="ms-hint">{profileTexts.passwordNote}</p>
          <p>
            <Link to={routePath('passwordChange')} className={buttonClass({ look: 'ghost' })}>
              {profileTexts.changePassword}
            </Link>
          </p>
        </section>
      ) : null}
    </>
  );
}

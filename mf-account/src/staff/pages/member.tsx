import { LoadState, StaffPage, staffMemberEndpoint, staffPath, useCan, useStaffQuery } from '@member-site/shared/staff';
import { Link, useParams } from 'react-router-dom';
import { MemberActions } from '../features/member/components/MemberActions';
import { MemberHistory } from '../features/member/components/MemberHistory';
import { MemberProfile } from '../features/member/components/MemberProfile';
import { memberTexts as t } from '../features/member/texts';

/** /members/:username: everything staff look at for one member (the API records the view). */
export default function MemberPage() {
  const username = useParams().username ?? '';
  const canChange = useCan('membersWrite');
  const read = useStaffQuery(staffMemberEndpoint, { params: { username } }, { enabled: username !== '' });
  return (
    <StaffPage route="member">
      <p>
        <Link to={staffPath('members')}>{t.back}</Link>
      </p>
      <LoadState read={read}>
        {(member) => (
          <>
            <p className="bo-intro ms-strong">{t.heading(member.username, member.username2)}</p>
            {canChange ? <MemberActions member={member} /> : null}
            <MemberProfile member={member} />
            <MemberHistory member={member} />
          </>
        )}
      </LoadState>
    </StaffPage>
  );
}

import { formatThaiDateTime } from '@member-site/shared';
import { Facts, Money, Section, StatusBadge, When, type StaffMemberDetail } from '@member-site/shared/staff';
import { accountStaffTexts as a, limitPeriodLabel } from '../../../components/texts';
import { memberTexts as t } from '../texts';

function restrictionText(restriction: StaffMemberDetail['saferPlay']['restriction']): string {
  if (!restriction) return t.noRestriction;
  const until = formatThaiDateTime(restriction.until);
  return restriction.kind === 'break' ? t.onBreak(until) : t.excluded(until);
}

/** Who the member is, what they hold, and the limits they set themselves. */
export function MemberProfile({ member }: { member: StaffMemberDetail }) {
  const { saferPlay } = member;
  return (
    <>
      <Section title={t.profile}>
        <Facts
          items={[
            [a.username, member.username],
            [a.username2, member.username2],
            [a.phone, member.phone],
            [a.bank, member.bankName ?? '-'],
            [a.bankAccount, member.bankAccount ?? '-'],
            [a.accountName, member.accountName ?? '-'],
            [t.lineLinked, member.lineLinked ? t.linked : t.notLinked],
            [
              a.status,
              <>
                <StatusBadge kind="member" status={member.status} />
                {member.suspension ? <span className="bo-sub">{t.suspended(member.suspension.by, member.suspension.reason)}</span> : null}
              </>,
            ],
            [t.passwordReset, member.passwordResetRequired ? a.yes : a.no],
            [t.referralCode, member.referralCode ?? '-'],
            [t.registeredAt, <When key="c" at={member.createdAt} />],
          ]}
        />
      </Section>
      <Section title={t.money}>
        <Facts
          items={[
            [t.balance, <Money key="b" amount={member.balance} unit />],
            [t.bonus, <Money key="o" amount={member.bonusBalance} unit />],
            [t.turnoverRequired, <Money key="r" amount={member.turnover.required} unit />],
            [t.turnoverMade, <Money key="m" amount={member.turnover.made} unit />],
            [t.turnoverLeft, <Money key="l" amount={member.turnover.left} unit />],
          ]}
        />
      </Section>
      <Section title={t.saferPlay}>
        <Facts
          items={[
            [t.restriction, restrictionText(saferPlay.restriction)],
            [t.realityCheck, saferPlay.realityCheckMinutes === 0 ? t.realityOff : t.realityEvery(saferPlay.realityCheckMinutes)],
            ...saferPlay.depositLimits.map(
              (window) =>
                [
                  t.depositLimit(limitPeriodLabel[window.period]),
                  window.limit === null ? t.noLimit : <Money key={window.period} amount={window.limit} unit />,
                ] as const,
            ),
          ]}
        />
      </Section>
    </>
  );
}

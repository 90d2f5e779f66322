import { OneTimeSecret, Section, StaffPage } from '@member-site/shared/staff';
import { useState } from 'react';
import { AccountList } from '../features/staff-accounts/AccountList';
import { CreateAccountForm } from '../features/staff-accounts/CreateAccountForm';
import { ShowSecretContext, type ShownSecret } from '../features/staff-accounts/secret';
import { accountTexts as t } from '../features/staff-accounts/texts';

/** /staff: staff accounts, their roles, and the resets an admin does for them. */
export default function StaffAccountsPage() {
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  return (
    <StaffPage route="staff" intro={t.intro}>
      <ShowSecretContext.Provider value={setSecret}>
        {secret ? (
          <OneTimeSecret title={secret.title} value={secret.value} note={secret.note} copyLabel={t.copyPassword} onDone={() => setSecret(null)} />
        ) : null}
        <Section title={t.createTitle}>
          <CreateAccountForm />
        </Section>
        <Section title={t.listTitle}>
          <AccountList />
        </Section>
      </ShowSecretContext.Provider>
    </StaffPage>
  );
}

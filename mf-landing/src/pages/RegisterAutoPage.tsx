import { useState } from 'react';
import { routeTitle, type AutoRegisterResponse } from '@member-site/shared';
import { AutoRegisterForm } from '../features/register/components/AutoRegisterForm';
import { CredentialsCard } from '../features/register/components/CredentialsCard';
import { RegisterFrame } from '../features/register/components/RegisterFrame';
import { formTexts } from '../features/register/form-texts';

/** /Registerauto (mode 1): phone and bank account in, generated username and password out, once. */
export default function RegisterAutoPage() {
  const [answer, setAnswer] = useState<AutoRegisterResponse | null>(null);
  return (
    <RegisterFrame route="registerAuto" title={routeTitle('registerAuto')} lead={answer ? undefined : formTexts.autoLead} links={!answer}>
      {answer ? <CredentialsCard answer={answer} /> : <AutoRegisterForm onRegistered={setAnswer} />}
    </RegisterFrame>
  );
}

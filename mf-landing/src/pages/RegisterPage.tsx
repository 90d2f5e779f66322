import { useLocation } from 'react-router-dom';
import { routeTitle } from '@member-site/shared';
import { LineAlternative } from '../features/line/components/LineAlternative';
import { useLineRegistration } from '../features/line/hooks/useLineRegistration';
import { RegisterForm } from '../features/register/components/RegisterForm';
import { RegisterFrame } from '../features/register/components/RegisterFrame';
import { formTexts } from '../features/register/form-texts';
import { referralCode } from '../features/register/referral';

/** /Register: the register form (mode 2), also where a LINE sign-up ends; a referral link's `ref` goes with it. */
export default function RegisterPage() {
  const { search } = useLocation();
  const line = useLineRegistration();
  return (
    <RegisterFrame route="register" title={routeTitle('register')} lead={formTexts.lead}>
      <RegisterForm line={line} referralCode={referralCode(search)} />
      {line ? null : <LineAlternative intent="register" />}
    </RegisterFrame>
  );
}

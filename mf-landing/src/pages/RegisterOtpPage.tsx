import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { routeTitle, type OtpRequestResponse } from '@member-site/shared';
import { LineAlternative } from '../features/line/components/LineAlternative';
import { useLineRegistration } from '../features/line/hooks/useLineRegistration';
import { OtpCodeStep } from '../features/register/components/OtpCodeStep';
import { OtpPhoneStep } from '../features/register/components/OtpPhoneStep';
import { RegisterForm } from '../features/register/components/RegisterForm';
import { RegisterFrame } from '../features/register/components/RegisterFrame';
import { StepIndicator } from '../features/register/components/StepIndicator';
import { formTexts as t } from '../features/register/form-texts';
import { referralCode } from '../features/register/referral';

type Stage =
  | { step: 'phone'; phone: string; message: string; returned: boolean }
  | { step: 'code'; phone: string; request: OtpRequestResponse }
  | { step: 'details'; phone: string; otpToken: string };

const stepIndex = { phone: 0, code: 1, details: 2 } as const;

/** /Registerotp (mode 4): prove the phone with a one-time code, then the register form. */
export default function RegisterOtpPage() {
  const { search } = useLocation();
  const [stage, setStage] = useState<Stage>({ step: 'phone', phone: '', message: '', returned: false });
  const line = useLineRegistration();
  const detailsHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (stage.step === 'details') detailsHeading.current?.focus();
  }, [stage.step]);

  const backToPhone = (message: string) => setStage({ step: 'phone', phone: stage.phone, message, returned: true });

  return (
    <RegisterFrame route="registerOtp" title={routeTitle('registerOtp')}>
      <StepIndicator current={stepIndex[stage.step]} />
      {stage.step === 'phone' ? (
        <>
          <OtpPhoneStep
            initialPhone={stage.phone}
            message={stage.message}
            focusOnMount={stage.returned}
            onSent={(phone, request) => setStage({ step: 'code', phone, request })}
          />
          {line ? null : <LineAlternative intent="register" />}
        </>
      ) : null}
      {stage.step === 'code' ? (
        <OtpCodeStep
          phone={stage.phone}
          request={stage.request}
          onResent={(request) => setStage({ ...stage, request })}
          onVerified={(answer) => setStage({ step: 'details', phone: answer.phone, otpToken: answer.otpToken })}
          onExpired={backToPhone}
          onChangePhone={() => backToPhone('')}
        />
      ) : null}
      {stage.step === 'details' ? (
        <>
          <h2 ref={detailsHeading} tabIndex={-1} className="ml-step-title">
            {t.steps[2]}
          </h2>
          <p className="ml-card__lead">{t.otpDetailsLead}</p>
          <RegisterForm
            verified={{ phone: stage.phone, otpToken: stage.otpToken }}
            onOtpRejected={backToPhone}
            line={line}
            referralCode={referralCode(search)}
          />
        </>
      ) : null}
    </RegisterFrame>
  );
}

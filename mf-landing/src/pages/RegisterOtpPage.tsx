import { PreparingPage } from '@member-site/shared';

export default function RegisterOtpPage() {
  return <PreparingPage title="สมัครสมาชิกด้วยรหัส OTP" />;
}

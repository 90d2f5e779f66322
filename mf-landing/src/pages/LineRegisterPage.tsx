import type { PageProps } from '@member-site/shared';
import { LineAuthorize } from '../features/line/components/LineAuthorize';
import { LinePageFrame } from '../features/line/components/LinePageFrame';

/** /Line/register: off to LINE, then on to the register form with the LINE account linked. */
export default function LineRegisterPage({ config, session, navigate }: PageProps) {
  return (
    <LinePageFrame>
      <LineAuthorize config={config} session={session} navigate={navigate} intent="register" />
    </LinePageFrame>
  );
}

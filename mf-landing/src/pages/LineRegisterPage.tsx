import type { PageProps } from '@member-site/shared';
import { LineAuthorize } from '../features/line/components/LineAuthorize';
import { LinePageFrame } from '../features/line/components/LinePageFrame';

/** /Line/register: off to LINE, then on to the register form with the LINE account linked. */
export default function LineRegisterPage({ config, navigate }: PageProps) {
  return (
    <LinePageFrame>
      <LineAuthorize config={config} navigate={navigate} intent="register" />
    </LinePageFrame>
  );
}

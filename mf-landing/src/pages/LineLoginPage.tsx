import type { PageProps } from '@member-site/shared';
import { LineAuthorize } from '../features/line/components/LineAuthorize';
import { LinePageFrame } from '../features/line/components/LinePageFrame';

/** /Line/login: off to LINE to sign in. */
export default function LineLoginPage({ config, session, navigate }: PageProps) {
  return (
    <LinePageFrame>
      <LineAuthorize config={config} session={session} navigate={navigate} intent="login" />
    </LinePageFrame>
  );
}

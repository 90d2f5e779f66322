import { LineAuthorize } from '../features/line/components/LineAuthorize';
import { LinePageFrame } from '../features/line/components/LinePageFrame';

/** /Line/login: off to LINE to sign in. */
export default function LineLoginPage() {
  return (
    <LinePageFrame>
      <LineAuthorize intent="login" />
    </LinePageFrame>
  );
}

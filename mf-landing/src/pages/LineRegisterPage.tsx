import { LineAuthorize } from '../features/line/components/LineAuthorize';
import { LinePageFrame } from '../features/line/components/LinePageFrame';

/** /Line/register: off to LINE, then on to the register form with the LINE account linked. */
export default function LineRegisterPage() {
  return (
    <LinePageFrame>
      <LineAuthorize intent="register" />
    </LinePageFrame>
  );
}

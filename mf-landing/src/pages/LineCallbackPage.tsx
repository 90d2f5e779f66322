import { LineCallback } from '../features/line/components/LineCallback';
import { LinePageFrame } from '../features/line/components/LinePageFrame';

/** /Line/Callback: LINE's answer, checked against this tab's state, then exchanged. */
export default function LineCallbackPage() {
  return (
    <LinePageFrame>
      <LineCallback />
    </LinePageFrame>
  );
}

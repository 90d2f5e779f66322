import { createRemoteApp } from '@member-site/shared';
import { rememberReferral } from './features/register/referral';
import { pages } from './pages';

// The exposed `./app`: single-spa lifecycles rendering the page the shell names. Every landing
// page keeps the referral its address carries for the rest of the visit (issue 21).
const app = createRemoteApp('mf_landing', pages);
type Props = Parameters<typeof app.mount>[0];

export const { bootstrap, unmount } = app;
export function mount(props: Props) {
  rememberReferral(props.location.search);
  return app.mount(props);
}
export function update(props: Props) {
  rememberReferral(props.location.search);
  return app.update(props);
}

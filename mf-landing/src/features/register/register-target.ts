import { routePath } from '@member-site/shared';

/** Where the register button leads: a page of this remote, or the support chat. */
export type RegisterTarget = { kind: 'page'; href: string } | { kind: 'chat' };

/** Spec section 9: registerMode "1" auto, "2" form, "3" contact support, "4" one-time code. */
export function registerTarget(mode: string | null | undefined): RegisterTarget {
  switch (mode) {
    case '1':
      return { kind: 'page', href: routePath('registerAuto') };
    case '3':
      return { kind: 'chat' };
    case '4':
      return { kind: 'page', href: routePath('registerOtp') };
    case '2':
    default:
      // An unknown or missing mode (the setting has not loaded, failed to load, or is newer than
      // this build) behaves as "2", the register form: it is the one way to sign up that needs no
      // extra service (auto-provisioning, SMS one-time codes or a staffed chat), and a visitor is
      // never left with a button that does nothing.
      return { kind: 'page', href: routePath('register') };
  }
}

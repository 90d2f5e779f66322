import { routePath, type CapabilityName, type RouteName } from '@member-site/shared';

/** The register pages, one per registerMode that has a form. */
export type RegisterRoute = Extract<RouteName, 'register' | 'registerAuto' | 'registerOtp'>;

/**
 * The capabilities each register page's form needs (ADR 0029): the one-time code's last step is
 * the form's own call. The shell mounts these pages whatever the API offers (they are public
 * entry pages); a page whose form the API does not offer shows the support chat, as mode "3" does.
 */
export const registerCapabilities = {
  register: ['register'],
  registerAuto: ['register-auto'],
  registerOtp: ['register-otp', 'register'],
} as const satisfies Record<RegisterRoute, readonly CapabilityName[]>;

/** Where the register button leads: a page of this remote, or the support chat. */
export type RegisterTarget = { kind: 'page'; route: RegisterRoute; href: string } | { kind: 'chat' };

const page = (route: RegisterRoute): RegisterTarget => ({ kind: 'page', route, href: routePath(route) });

/** Spec section 9: registerMode "1" auto, "2" form, "3" contact support, "4" one-time code. */
export function registerTarget(mode: string | null | undefined): RegisterTarget {
  switch (mode) {
    case '1':
      return page('registerAuto');
    case '3':
      return { kind: 'chat' };
    case '4':
      return page('registerOtp');
    case '2':
    default:
      // An unknown or missing mode (the setting has not loaded, failed to load, or is newer than
      // this build) behaves as "2", the register form: it is the one way to sign up that needs no
      // extra service (auto-provisioning, SMS one-time codes or a staffed chat), and a visitor is
      // never left with a button that does nothing.
      return page('register');
  }
}

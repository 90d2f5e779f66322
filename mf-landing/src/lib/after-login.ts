/** Spec section 9: the member goes to /playgame 300 ms after a successful login (or sign-up). */
export const loginRedirectDelayMs = 300;

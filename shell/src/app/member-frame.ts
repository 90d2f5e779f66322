/**
 * The member frame the server put in a member route's first HTML (ADR 0053): `#member-frame`,
 * before `#root`, the chrome around the page's empty area as the shell's first render draws it
 * (shell/src/prerender.tsx). It is a picture (inert, aria-hidden): the shell's own chrome takes its
 * place in the frame the shell first commits, so nothing moves.
 */
export const memberFrameId = 'member-frame';

/** Removes the server's member frame, once the shell draws the page itself (any layout). */
export function dropMemberFrame(doc: Document = document): void {
  doc.getElementById(memberFrameId)?.remove();
}

let servedPlace: boolean | undefined;

/**
 * Whether the server's frame held the first page's place with its heading and lead (ADR 0060):
 * read once, before the frame goes. The shell then keeps the place held while the member's profile
 * is not known yet, as the picture did; a page opened later (after the login) waits for the profile.
 */
export function frameHeldPagePlace(doc: Document = document): boolean {
  servedPlace ??= doc.querySelector(`#${memberFrameId} [data-placeholder]`) !== null && !doc.documentElement.hasAttribute('data-held');
  return servedPlace;
}

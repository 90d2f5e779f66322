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

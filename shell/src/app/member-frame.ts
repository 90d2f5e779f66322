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

/**
 * Whether the server's frame is still on the page: the first page of a load, whose place the
 * frame held with its heading and lead (ADR 0060). The shell keeps that place held while the
 * member's profile is not known yet; a page opened later (after the login) waits for the profile.
 * A member held on the password change has a kept profile, which decides first.
 */
export const framedFirstPage = (doc: Document = document): boolean => doc.getElementById(memberFrameId) !== null;

// Types for the shell's page scripts (shell/public/boot.js, early.js; ./tsconfig.json).

interface Window {
  /**
   * What the scripts keep for the page's code, under Symbol.for keys: the install offer
   * (member-site.install-offer.early, shared/src/install/install-prompt.ts) and the early actions
   * (member-site.early-actions, shared/src/remote/early-actions.ts).
   */
  [key: symbol]: unknown;
}

/** A submit or tap early.js keeps until the page runs (shared/src/remote/early-actions.ts carries it out). */
interface EarlyAction {
  /** The form submitted (a submit event's target). */
  form?: Element;
  submitter?: HTMLElement | null;
  click?: HTMLButtonElement;
}

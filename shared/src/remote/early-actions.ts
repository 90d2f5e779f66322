/**
 * What a visitor did on a prerendered page before it ran (issue 21): shell/public/early.js, inline
 * in the page's head, stops each submit and button tap inside #prerendered until then and keeps
 * it here, in order, marking the control `data-early` (shown busy). When the page runs, each is
 * carried out once, as the visitor did it, on the same elements (hydration keeps them).
 */
interface EarlyAction {
  form?: HTMLFormElement;
  submitter?: HTMLElement | null;
  click?: HTMLElement;
}

interface EarlyActions {
  actions: EarlyAction[];
  running: boolean;
}

const key = Symbol.for('member-site.early-actions');

/** The submitter when it is one of the form's own submit buttons (requestSubmit refuses others). */
function submitterOf(form: HTMLFormElement, submitter: HTMLElement | null | undefined): HTMLButtonElement | HTMLInputElement | undefined {
  return (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.form === form && submitter.type === 'submit'
    ? submitter
    : undefined;
}

/**
 * Ends the keeping (taps from now on reach the page) and, after what is queued in this task
 * (the entries given back, React's renders of them), carries out each kept action once.
 */
export function runEarlyActions(): void {
  const early = (window as unknown as Record<symbol, EarlyActions | undefined>)[key];
  if (!early || early.running) return;
  early.running = true;
  const actions = early.actions.splice(0);
  if (actions.length === 0) return;
  setTimeout(() => {
    for (const marked of document.querySelectorAll('[data-early]')) marked.removeAttribute('data-early');
    for (const { form, submitter, click } of actions) {
      if (form?.isConnected) form.requestSubmit(submitterOf(form, submitter));
      else if (click?.isConnected) click.click();
    }
  }, 0);
}

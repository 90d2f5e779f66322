/* Inline in the head of index.html (its hash is in the CSP's script-src, tools/serving/rules.mjs):
 * marks a visitor's page (no token, issue 36), keeps a referral link's ref for the visit, and
 * what a visitor does on a prerendered page before its scripts run (issue 21). A submit
 * (Enter, a tap on the gold button) or a tap on another button inside #prerendered is stopped
 * and remembered, the control marked data-early (the landing's stylesheet shows it busy); the
 * page carries each out once, in order, when it runs (shared/src/remote/early-actions.ts). A form
 * already waiting is not queued twice. With scripts off nothing here runs: the form's own POST
 * gets the server's Thai page asking to turn scripts on. Plain code, no build step. */
(function () {
  /** @type {{ actions: EarlyAction[], running: boolean }} */
  var early = { actions: [], running: false };
  window[Symbol.for('member-site.early-actions')] = early;

  // Without a token the page is a visitor's: marked, so the member frame the server draws on
  // member routes (ADR 0053) does not show while the shell sends them to the login. A member whose
  // kept profile says staff reset the password is held on the password change (ADR 0050): marked,
  // so the frame does not show the heading and lead of a page that will not open (ADR 0060).
  var member = false;
  try {
    member = Boolean(window.localStorage.getItem('access_token'));
  } catch {
    // No storage: nobody can be signed in.
  }
  if (!member) document.documentElement.setAttribute('data-visitor', '');
  else {
    try {
      if ((JSON.parse(window.localStorage.getItem('profile') || 'null') || {}).password_change_required === true) {
        document.documentElement.setAttribute('data-held', '');
      }
    } catch {
      // An unreadable kept profile: the shell reads the member again.
    }
  }

  // A referral link's ref is kept for the rest of the visit from the first moment, even if the
  // visitor moves on before any script loads (the landing reads it: mf-landing/src/features/register/referral.ts).
  try {
    var ref = (new URLSearchParams(location.search).get('ref') || '').trim();
    if (ref && ref.length <= 64) sessionStorage.setItem('member-site.referral', ref);
  } catch {
    // No storage: the address itself still carries it.
  }

  /**
   * @param {EventTarget | null} target
   * @returns {target is Element}
   */
  function waiting(target) {
    var area = document.getElementById('prerendered');
    return !early.running && area !== null && target instanceof Element && area.contains(target);
  }

  /**
   * @param {Event} event
   * @param {EarlyAction} action
   * @param {Element | null} control
   */
  function keep(event, action, control) {
    event.preventDefault();
    event.stopImmediatePropagation();
    for (var i = 0; i < early.actions.length; i++) {
      if (action.form && /** @type {EarlyAction} */ (early.actions[i]).form === action.form) return;
    }
    early.actions.push(action);
    if (control) control.setAttribute('data-early', '');
  }

  document.addEventListener(
    'submit',
    function (event) {
      if (!waiting(event.target)) return;
      keep(event, { form: event.target, submitter: event.submitter || null }, event.submitter || event.target.querySelector('[type=submit]'));
    },
    true,
  );
  document.addEventListener(
    'click',
    function (event) {
      var button = event.target instanceof Element ? event.target.closest('button') : null;
      // A submit button's click goes on to the form's submit, which is kept above.
      if (!button || button.type === 'submit' || !waiting(button)) return;
      keep(event, { click: button }, button);
    },
    true,
  );
})();

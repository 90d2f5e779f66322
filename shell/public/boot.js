/* The shell's first script (ADR 0028): starts the page's scripts once the server's HTML is on
 * screen. A public page arrives prerendered (ADR 0025), a member's route with the member frame
 * (ADR 0053, 0060); their stylesheets and fonts are in the head, and their scripts (the shell's
 * main script, and the preloads in <template id="prerendered-preloads">: the landing's manifest,
 * entry and page chunks, or every script of a member page's start) wait until the first paint
 * is on screen, so they share neither the bandwidth the paint needs nor the cores its raster
 * needs. A page without either (a visitor on a member route, the shell's own pages) starts at
 * once. Chrome's install offer may come before the main script runs: it is kept for it
 * (shared/src/install/install-prompt.ts takes it). Plain code, no build step. */
(function () {
  window.addEventListener('beforeinstallprompt', function (event) {
    event.preventDefault();
    window[Symbol.for('member-site.install-offer.early')] = event;
  });
  var self = document.currentScript;
  var main = self && self.getAttribute('data-main');
  var started = false;

  function start() {
    if (started || !main) return;
    started = true;
    var preloads = /** @type {HTMLTemplateElement | null} */ (document.getElementById('prerendered-preloads'));
    if (preloads && preloads.content) document.head.appendChild(preloads.content.cloneNode(true));
    var script = document.createElement('script');
    script.src = main;
    script.async = false;
    script.onerror = failed;
    document.head.appendChild(script);
  }

  // The main script could not be fetched (no network, the shell's origin down): the page would
  // stay as the server drew it, a member's chrome a picture nothing in works. Say so in Thai, with
  // the way to try again (the script is added once: one failure at most).
  function failed() {
    var note = document.createElement('div');
    note.id = 'boot-failed';
    note.setAttribute('role', 'alert');
    note.textContent = 'โหลดหน้าเว็บไม่สำเร็จ ';
    var again = note.appendChild(document.createElement('button'));
    again.textContent = 'ลองใหม่';
    again.onclick = function () {
      location.reload();
    };
    document.body.appendChild(note);
  }

  // What the server drew: the landing's page, or on a member's route the member frame with the
  // page's heading and lead (ADR 0060; a visitor's is hidden, early.js marks them).
  var picture =
    document.getElementById('prerendered') || (document.documentElement.hasAttribute('data-visitor') ? null : document.getElementById('member-frame'));
  // Nothing to paint first, or no frame will come (a tab opened in the background).
  if (!picture || document.visibilityState === 'hidden') {
    start();
    return;
  }
  // Once the first paint is on screen: the browser's first-contentful-paint entry comes when the
  // frame has been presented. Starting at the frame itself (requestAnimationFrame) put the
  // scripts' download and parsing beside the frame's raster on a phone's few cores, and the paint
  // came later (about 150 ms here). A browser without paint timing starts in the frame after the
  // first paint; a tab sent to the background, or a paint that never comes, within 3 s.
  // A task after the paint's: a message, not a timer, so a page whose clock a test holds still
  // (Playwright's clock fakes the timers) starts as a member's does.
  var later = function () {
    var channel = new window.MessageChannel();
    channel.port1.onmessage = start;
    channel.port2.postMessage(null);
  };
  var observing = false;
  try {
    var Observer = window.PerformanceObserver;
    if (Observer && (Observer.supportedEntryTypes || []).indexOf('paint') >= 0) {
      new Observer(function (list, observer) {
        if (list.getEntriesByName('first-contentful-paint').length > 0) {
          observer.disconnect();
          later();
        }
      }).observe({ type: 'paint', buffered: true });
      observing = true;
    }
  } catch {
    // An observer that cannot observe paints: the frame below.
  }
  if (!observing) requestAnimationFrame(later);
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') start();
  });
  setTimeout(start, 3000);
})();

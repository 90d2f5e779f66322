/* The shell's first script (ADR 0028): starts the page's scripts once the server's HTML is on
 * screen. A public page arrives prerendered (ADR 0025); its stylesheets and fonts are in the
 * head, and its scripts (the shell's main script, and the landing's manifest, entry and page
 * chunks in <template id="prerendered-preloads">) wait for the frame after the first paint, so on
 * a slow network they do not share the bandwidth the paint needs. A page without prerendered HTML
 * (a member's) starts at once. Chrome's install offer may come before the main script runs: it is
 * kept for it (shared/src/install/install-prompt.ts takes it). Plain code, no build step. */
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
    var preloads = document.getElementById('prerendered-preloads');
    if (preloads && preloads.content) document.head.appendChild(preloads.content.cloneNode(true));
    var script = document.createElement('script');
    script.src = main;
    script.async = false;
    document.head.appendChild(script);
  }

  // Nothing to paint first, or no frame will come (a tab opened in the background).
  if (!document.getElementById('prerendered') || document.visibilityState === 'hidden') {
    start();
    return;
  }
  // The frame after the first paint; the timeout covers a browser that delays frames.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 250);
})();

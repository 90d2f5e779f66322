// Debian's Chromium as every browser run of the project starts it: the end-to-end suite
// (e2e/support/browser.ts), the benchmarks and their Lighthouse runs. CHROMIUM_PATH names another.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** No sandbox (containers and CI), no GPU or QUIC, nothing the browser does by itself in the background. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

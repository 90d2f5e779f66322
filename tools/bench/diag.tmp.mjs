// Temporary diagnostic (not committed): one Lighthouse run with the details behind LCP and TBT.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import fs from 'node:fs';
import { withBenchStack } from './bench-stack.mjs';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
await withBenchStack(async (stack) => {
  const url = stack.shellUrl.replace('localhost', '127.0.0.1') + (process.env.PAGE ?? '/');
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    fs.writeFileSync('/tmp/lhr.json', JSON.stringify(lhr, null, 1));
    const a = lhr.audits;
    console.log('score', lhr.categories.performance.score, 'LCP', a['largest-contentful-paint'].numericValue, 'FCP', a['first-contentful-paint'].numericValue, 'TBT', a['total-blocking-time'].numericValue, 'SI', a['speed-index'].numericValue, 'TTI', a['interactive']?.numericValue);
    console.log('LCP element', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? a['largest-contentful-paint-element']?.details, null, 0).slice(0, 600));
    console.log('LCP phases', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[1]?.items));
    console.log('mainthread', JSON.stringify(a['mainthread-work-breakdown'].details.items.map((i) => [i.group, Math.round(i.duration)])));
    console.log('bootup', JSON.stringify(a['bootup-time'].details.items.map((i) => [i.url, Math.round(i.total), Math.round(i.scripting)])));
    console.log('long tasks', JSON.stringify(a['long-tasks']?.details?.items?.map((i) => [i.url, Math.round(i.startTime), Math.round(i.duration)])));
    console.log('requests');
    for (const r of a['network-requests'].details.items) console.log(' ', Math.round(r.networkRequestTime ?? r.startTime), Math.round(r.networkEndTime ?? r.endTime), r.transferSize, r.priority, r.url.slice(0, 110));
  } finally { await chrome.kill(); }
});

import { apiPaths } from '@member-site/shared/checks';
import { newMember, setCredit } from '../support/api-state';
import { expect, signInViaApi, test } from '../support/fixtures';
import {
  followRequests,
  judge,
  liveFor,
  lobby,
  report,
  settle,
  startHeading,
  startPath,
  walk,
  warmUpNavigations,
  weigh,
  type SessionLog,
} from '../support/session-weight';
import { e2eStack } from '../support/stack-env';

/**
 * A member keeps the site open for hours (issue 36): the page must not grow with navigations or
 * with time. Weighed through the DevTools protocol after forced garbage collection; the bounds
 * (listeners +50, heap +2 MB, DOM nodes within ±10 % of the baseline), the walk and the session
 * on the fake clock are those of `npm run bench:session`, which runs the long forms (1,000
 * navigations; 8 hours, about two minutes here). SESSION_NAVIGATIONS and SESSION_HOURS set them here.
 */
const navigations = Number(process.env.SESSION_NAVIGATIONS ?? 150);
const hours = Number(process.env.SESSION_HOURS ?? 2);
const hourMs = 3_600_000;

test.describe('a long session stays light', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test(`${navigations} navigations through the site's menus: listeners, heap and DOM nodes do not grow`, async ({ page, request }, testInfo) => {
    test.setTimeout(60_000 + navigations * 500);
    await signInViaApi(page, await newMember(request));
    await page.goto(startPath);
    await expect(page.getByRole('heading', { level: 1, name: startHeading })).toBeVisible();
    const cdp = await page.context().newCDPSession(page);
    // Every page's chunks, data and caches loaded, and the walk's code compiled, before the baseline.
    await walk(page, warmUpNavigations);
    await settle(page);
    const before = await weigh(cdp);
    await walk(page, navigations);
    await settle(page);
    const after = await weigh(cdp);
    const figures = report(before, after, navigations, 'navigation');
    await testInfo.attach('session-weight', { body: figures, contentType: 'text/plain' });
    console.log(`[session-weight] ${navigations} navigations, weighed after GC:\n${figures}`);
    expect(judge(before, after).broken).toEqual([]);
  });

  test(`${hours} hours on the fake clock with the polls, the balance's stream and the reality check every 15 minutes`, async ({ page, request }, testInfo) => {
    test.setTimeout(60_000 + hours * 30_000);
    const member = await newMember(request);
    const token = await signInViaApi(page, member);
    const set = await request.post(`${e2eStack.apiUrl}${apiPaths.realityCheckSet}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { everyMinutes: 15 },
    });
    expect(set.ok()).toBeTruthy();
    await page.clock.install();
    await followRequests(page);
    // The stream opens once the capabilities are read and its chunk is loaded, which may come after
    // the heading: the count below starts once it is open (it fell inside the count 4 times in 6).
    const streamOpens = page.waitForRequest((request) => new URL(request.url()).pathname === apiPaths.balanceStream);
    await page.goto(lobby.path);
    await expect(page.getByRole('heading', { level: 1, name: lobby.heading })).toBeVisible();
    await streamOpens;
    const cdp = await page.context().newCDPSession(page);
    const log: SessionLog = { realityChecks: 0, requests: {} };
    // The first hour warms up (the dialog's chunks, the play history's page and the way back);
    // both weighings fall halfway between two checks, with no dialog open.
    await liveFor(page, hourMs + 7.5 * 60_000, { log });
    const before = await weigh(cdp);
    await liveFor(page, (hours - 1) * hourMs, { log, everyHour: (hour) => setCredit(request, member.username, `${1000 + hour}.00`) });
    const after = await weigh(cdp);
    const figures = report(before, after, hours - 1, 'hour');
    await testInfo.attach('session-weight', { body: figures, contentType: 'text/plain' });
    console.log(`[session-weight] ${hours} hours on the fake clock, ${log.realityChecks} reality checks, weighed after GC:\n${figures}`);
    // The polls ran at their rhythm, the credit every 60 s; the balance came on the event stream
    // opened with the page (ADR 0062), never opened again, with no version read.
    expect(log.realityChecks).toBe(hours * 4);
    expect(log.requests[apiPaths.credit]).toBeGreaterThanOrEqual(hours * 60);
    expect(log.requests[apiPaths.balanceStreamTicket] ?? 0).toBe(0);
    expect(log.requests[apiPaths.balanceChanges] ?? 0).toBe(0);
    expect(judge(before, after).broken).toEqual([]);
  });
});

import { apiPaths } from '@member-site/shared/checks';
import { staffApiPaths } from '@member-site/shared/staff-checks';
import { expect, test } from '../support/fixtures';
import { e2eStack } from '../support/stack-env';

// The back office's walls (issue 35), over HTTP on both servers (Node and nginx): staff routes
// need a staff session and answer only the back office's origin, and a staff remote's files are
// served from the back office's origin alone (anyone can download what a member origin serves).

test.describe('the back office’s walls', () => {
  test('staff routes refuse a missing session and a member’s token; CORS answers only the back office', async ({ request }) => {
    const member = await request.post(`${e2eStack.apiUrl}${apiPaths.login}`, { data: { username: '0899999999', password: 'Viewbet@1234' } });
    const { accessToken } = (await member.json()) as { accessToken: string };
    for (const headers of [{}, { Authorization: `Bearer ${accessToken}` }] as Record<string, string>[]) {
      expect((await request.get(`${e2eStack.apiUrl}${staffApiPaths.staffWithdrawals}`, { headers })).status()).toBe(401);
      expect((await request.get(`${e2eStack.apiUrl}${staffApiPaths.staffAccounts}`, { headers })).status()).toBe(401);
    }
    const preflight = (origin: string) =>
      request.fetch(`${e2eStack.apiUrl}${staffApiPaths.staffLogin}`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      });
    expect((await preflight(e2eStack.backofficeUrl)).headers()['access-control-allow-origin']).toBe(e2eStack.backofficeUrl);
    expect((await preflight(e2eStack.shellUrl)).headers()['access-control-allow-origin']).toBeUndefined();
  });

  test('a staff remote’s files are served by the back office only, never from the member origins', async ({ request }) => {
    const remotes = (await (await request.get(`${e2eStack.backofficeUrl}/remotes.json`)).json()) as {
      remotes: Record<string, { entry: string; version: string }>;
    };
    const wallet = remotes.remotes.mf_wallet_staff;
    expect(wallet?.entry).toMatch(/^\/remotes\/mf-wallet\/[^/]+\/mf-manifest\.json$/);
    const entry = wallet?.entry ?? '';
    expect((await request.get(`${e2eStack.backofficeUrl}${entry}`)).status()).toBe(200);
    const version = wallet?.version ?? '';
    for (const origin of Object.values(e2eStack.remoteOrigins)) {
      for (const path of [
        entry,
        `/${version}/mf-manifest.json`,
        `/staff/mf-wallet/${version}/mf-manifest.json`,
        `/../staff/mf-wallet/${version}/mf-manifest.json`,
        `/%2e%2e/staff/mf-wallet/${version}/remoteEntry.js`,
      ]) {
        const answer = await request.get(`${origin}${path}`);
        expect({ origin, path, refused: [400, 404].includes(answer.status()) }).toEqual({ origin, path, refused: true });
      }
    }
    // And the shell's remotes.json never names a staff remote.
    expect(await (await request.get(`${e2eStack.shellUrl}/remotes.json`)).text()).not.toMatch(/staff/);
  });
});

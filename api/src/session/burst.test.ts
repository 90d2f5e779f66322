import { rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { sharedTestDatabase, testApp, testDialect } from '../app/test-app';
import { openDatabase } from '../base/db';
import { demoMember } from '../member/demo';

// Issue 22's sign-in burst over real HTTP: 1000 sign-ins at once from one address (127.0.0.1),
// while the member signs in from their own browser (127.0.0.2, with its device token). The burst
// gets at most the address's cap of password checks, the rest are refused before any hashing,
// and the member's own sign-ins stay quick: p95 under 500 ms. The same with two API processes on one
// database taking turns (ADR 0063): the cap is the burst's, not each process's.

function post(port: number, body: object, localAddress: string): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, localAddress, method: 'POST', path: '/api/v1/login', agent: false, headers: { 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, ms: performance.now() - started }));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

describe.each([1, 2])('a burst of sign-ins from one address (%i API processes, taking turns)', (processes) => {
  it('is checked at most its cap, and the member signs in quickly all through it', async () => {
    // Several processes: each app with its own connections to one database.
    const location = processes > 1 ? await sharedTestDatabase() : null;
    const databases = location ? Array.from({ length: processes }, () => openDatabase(location)) : [];
    const apps = Array.from(
      { length: processes },
      (_, i) => testApp({ loginRateLimit: { max: 100, timeWindowMs: 60_000 }, ...(databases[i] ? { db: databases[i] } : {}) }).app,
    );
    try {
      // A listen queue for the whole burst: what is measured is the password work, not TCP's accept queue.
      // One after the other, as processes start: the second finds the schema and the members made.
      const ports: number[] = [];
      for (const app of apps) {
        await app.listen({ port: 0, host: '127.0.0.1', backlog: 2048 });
        ports.push((app.server.address() as AddressInfo).port);
      }
      let turn = 0;
      const port = (): number => ports[turn++ % ports.length] as number;
      const member = { username: demoMember.username, password: demoMember.password };
      const { deviceToken } = JSON.parse((await post(port(), member, '127.0.0.2')).body) as { deviceToken: string };

      const burst = Promise.all(
        Array.from({ length: 1000 }, (_, i) => post(port(), { username: `08${String(10_000_000 + i)}`, password: 'guess-1234' }, '127.0.0.1')),
      );
      const times: number[] = [];
      // The member's sign-ins, one after another, while the burst is answered.
      for (let i = 0; i < 20; i += 1) {
        const answer = await post(port(), { ...member, device: deviceToken }, '127.0.0.2');
        expect(answer.status).toBe(200);
        times.push(answer.ms);
      }
      const answers = await burst;
      const checked = answers.filter((a) => a.status === 401).length;
      expect(checked).toBeLessThanOrEqual(30);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(1000 - checked);
      const p95 = [...times].sort((a, b) => a - b)[Math.ceil(times.length * 0.95) - 1] as number;
      expect(p95).toBeLessThan(500);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await Promise.all(databases.map((db) => db.destroy()));
      if (location && testDialect === 'sqlite') rmSync(dirname(location), { recursive: true, force: true });
    }
  }, 60_000);
});

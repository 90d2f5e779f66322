import { randomBytes, scryptSync } from 'node:crypto';
import { sql } from 'kysely';
import { demoMember } from '../member/demo';
import { testApp } from '../app/test-app';
import { one, run } from '../base/db';
import { hashPassword, needsRehash, verifyPassword } from './passwords';

/** A hash as the API stored them before argon2id: scrypt, N = 2^14 (below OWASP's minimum). */
function legacyScrypt(password: string): string {
  const salt = randomBytes(16);
  const digest = scryptSync(password, salt, 32, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64'), digest.toString('base64')].join('$');
}

describe('password hashing', () => {
  it('uses argon2id at OWASP parameters (m = 19 MiB, t = 2, p = 1), salted', async () => {
    const a = await hashPassword('Lucky2026');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword('Lucky2026')).not.toBe(a);
    expect(await verifyPassword('Lucky2026', a)).toBe(true);
    expect(await verifyPassword('Lucky2027', a)).toBe(false);
    expect(needsRehash(a)).toBe(false);
  });

  it('still verifies an old scrypt hash, and says it must be replaced', async () => {
    const old = legacyScrypt('Lucky2026');
    expect(await verifyPassword('Lucky2026', old)).toBe(true);
    expect(await verifyPassword('nope', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true);
  });

  it('refuses stored hashes that are malformed or would cost too much to check', async () => {
    for (const stored of [
      '',
      'plain',
      '$argon2id$v=19$m=9999999,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo',
      'scrypt$1048577$8$1$c2FsdA==$aGFzaA==',
      '$argon2i$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
    ]) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });

  it("replaces a member's old scrypt hash with argon2id at their next successful sign-in", async () => {
    const { app, db } = testApp();
    await app.ready();
    await run(db, sql`UPDATE members SET password_hash = ${legacyScrypt(demoMember.password)} WHERE username = ${demoMember.username}`);
    const stored = async () =>
      (await one<{ password_hash: string }>(db, sql`SELECT password_hash FROM members WHERE username = ${demoMember.username}`))?.password_hash;
    const wrong = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { ...demoMember, password: 'Wrong1234' } });
    expect(wrong.statusCode).toBe(401);
    expect(await stored()).toMatch(/^scrypt\$/);
    const right = await app.inject({ method: 'POST', url: '/api/v1/login', payload: demoMember });
    expect(right.statusCode).toBe(200);
    expect(await stored()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await app.inject({ method: 'POST', url: '/api/v1/login', payload: demoMember })).statusCode).toBe(200);
  });
});

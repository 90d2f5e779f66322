import { createHmac } from 'node:crypto';
import { isSignature } from './tokens';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('isSignature', () => {
  it('takes only the exact base64url text of the signature, not another spelling of the same bytes', () => {
    for (let i = 0; i < 64; i += 1) {
      const expected = createHmac('sha256', 'secret').update(`payload-${i}`).digest();
      const text = expected.toString('base64url');
      expect(isSignature(text, expected)).toBe(true);
      const last = alphabet.indexOf(text.slice(-1));
      // The last character carries 4 bits of the 256: its 2 low bits are spare.
      for (const spare of [1, 2, 3]) {
        const respelled = `${text.slice(0, -1)}${alphabet[last ^ spare]}`;
        expect(Buffer.from(respelled, 'base64url').equals(expected)).toBe(true);
        expect(isSignature(respelled, expected)).toBe(false);
      }
      expect(isSignature(text.slice(0, -1), expected)).toBe(false);
      expect(isSignature(`${text}A`, expected)).toBe(false);
    }
  });
});

import { createHash } from 'node:crypto';
import type { TicketService } from '../session/tickets';
import { type LineClient, LineExchangeError, fallbackDisplayName } from './client';

/** Lifetime of a code from the double's authorize page (LINE's own codes last 10 minutes). */
export const lineCodeTtlSeconds = 5 * 60;

export interface LineDouble extends LineClient {
  /** The authorization code the double's authorize page hands to the redirect address. */
  issueCode(lineUserId: string, redirectUri: string, codeChallenge: string, nonce: string): string;
}

/**
 * A local stand-in for LINE Login (API_LINE_DOUBLE=1), for runs without outside network: its codes
 * are signed tickets binding the LINE user, the redirect address, the PKCE challenge and the nonce,
 * usable once within 5 minutes, and only with the verifier of that challenge and that nonce.
 */
export function createLineDouble(tickets: TicketService): LineDouble {
  return {
    issueCode(lineUserId, redirectUri, codeChallenge, nonce) {
      return tickets.issue('line-code', { lineUserId, redirectUri, codeChallenge, nonce }, lineCodeTtlSeconds);
    },
    async exchange(code, redirectUri, codeVerifier, nonce) {
      const reading = tickets.read('line-code', code);
      if (reading.status === 'invalid') throw new LineExchangeError('unknown code');
      if (reading.status === 'expired') throw new LineExchangeError('code expired');
      const { ticket } = reading;
      const lineUserId = ticket.data.lineUserId;
      if (!lineUserId) throw new LineExchangeError('code without a user');
      if (ticket.data.redirectUri !== redirectUri) throw new LineExchangeError('redirect_uri differs from the authorize request');
      if (createHash('sha256').update(codeVerifier).digest('base64url') !== ticket.data.codeChallenge) {
        throw new LineExchangeError('code_verifier does not match the code_challenge');
      }
      if (ticket.data.nonce !== nonce) throw new LineExchangeError('nonce differs from the authorize request');
      if (!(await tickets.spend('line-code', ticket))) throw new LineExchangeError('code already used');
      return { lineUserId, displayName: fallbackDisplayName(lineUserId) };
    },
  };
}

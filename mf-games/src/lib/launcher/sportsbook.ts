import type { AuthUser } from '@member-site/shared';

export type SportsbookState = 'sport' | 'esport';

/**
 * The two address forms of the sportsbook auto-login. The spec shows that `viewbet` members get
 * another form from the playgame menu but not what it is; the one chosen here (the `viewbet/`
 * path under site_api, same parameters) is the only place to change when the operator says.
 */
export type SportsbookForm = 'standard' | 'viewbet';

function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Which form a member gets: viewbet members opening sports from the playgame menu get the other. */
export function sportsbookForm(user: AuthUser, from: 'menu' | 'playgame'): SportsbookForm {
  return user.web_agent_group === 'viewbet' && from === 'playgame' ? 'viewbet' : 'standard';
}

/**
 * The auto-login address: site_api with username, password, hash (base64 of
 * `username:password`), lang th, state and the return address. A browser redirect, not a call.
 * Null when site_api is empty or not an address: the launcher then says so in Thai.
 */
export function sportsbookAddress(user: AuthUser, state: SportsbookState, returnUrl: string, form: SportsbookForm): string | null {
  let url: URL;
  try {
    url = new URL(form === 'viewbet' ? 'viewbet/' : '', user.site_api);
  } catch {
    return null;
  }
  url.searchParams.set('username', user.username);
  url.searchParams.set('password', user.password);
  url.searchParams.set('hash', base64(`${user.username}:${user.password}`));
  url.searchParams.set('lang', 'th');
  url.searchParams.set('state', state);
  url.searchParams.set('return', returnUrl);
  return url.href;
}

// The earlier member service (spec sections 3, 4 and 7): a separate service the operator may
// name in config.json as `clientApi` (the spec's client_api). Paths are relative to that base.

export const memberServicePaths = {
  login: '/spa/member/login',
} as const;

/** POST {client_api}spa/member/login: the member's username and the sportsbook credential. */
export interface MemberServiceLoginRequest {
  username: string;
  password: string;
}

/** Code 0 is success; any other code is a refusal (HTTP 200 either way). */
export interface MemberServiceLoginAnswer {
  code: number;
  message?: string;
  result?: { access_token: string; profile: MemberServiceProfile };
}

/** What the member service says about the member; kept as it came, never shown as HTML. */
export type MemberServiceProfile = Record<string, unknown>;

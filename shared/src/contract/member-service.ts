import { Type, type Static } from 'typebox';
import { LoginRequest } from './session';

// The earlier member service (spec sections 3, 4 and 7): a separate service the operator may
// name in config.json as `clientApi` (the spec's client_api). Its path is relative to that base.

/** POST {client_api}spa/member/login: the member's username and the sportsbook credential. */
export const MemberServiceLoginRequest = LoginRequest;
export type MemberServiceLoginRequest = Static<typeof MemberServiceLoginRequest>;

/** What the member service says about the member; kept as it came, never shown as HTML. */
export const MemberServiceProfile = Type.Record(Type.String(), Type.Unknown());
export type MemberServiceProfile = Static<typeof MemberServiceProfile>;

/** Code 0 is success; any other code is a refusal (HTTP 200 either way). */
export const MemberServiceLoginAnswer = Type.Object({
  code: Type.Integer(),
  message: Type.Optional(Type.String()),
  result: Type.Optional(
    Type.Object({
      access_token: Type.String({ minLength: 1 }),
      profile: MemberServiceProfile,
    }),
  ),
});
export type MemberServiceLoginAnswer = Static<typeof MemberServiceLoginAnswer>;

import { memberServiceLoginEndpoint } from '../contract/checks.generated';
import type { MemberServiceLoginRequest, MemberServiceProfile } from '../contract/member-service';
import { type ApiClient, read } from './client';
import { readMemberServiceLogin } from './spec-answers';

/** A usable member-service sign-in, or null when the service refused (any code but 0). */
export interface MemberServiceSession {
  accessToken: string;
  profile: MemberServiceProfile;
}

/**
 * POST {client_api}spa/member/login. Resolves null for a refusal; rejects (ApiError) when the
 * service answered with an HTTP error, a malformed answer, or not at all.
 */
export async function memberServiceLogin(api: ApiClient, request: MemberServiceLoginRequest): Promise<MemberServiceSession | null> {
  return read(api, memberServiceLoginEndpoint, readMemberServiceLogin, { body: request });
}

import { memberServiceLoginEndpoint } from '../contract/checks.generated';
import type { MemberServiceLoginRequest, MemberServiceProfile } from '../contract/member-service';
import { type ApiClient, call } from './client';

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
  const answer = await call(api, memberServiceLoginEndpoint, { body: request });
  if (answer.code !== 0 || !answer.result) return null;
  return { accessToken: answer.result.access_token, profile: answer.result.profile };
}

import {
  memberServicePaths,
  type MemberServiceLoginRequest,
  type MemberServiceProfile,
} from '../contract/member-service';
import { type ApiClient, isRecord } from './client';

/** A usable member-service sign-in, or null when the service refused (any code but 0, or a bad shape). */
export interface MemberServiceSession {
  accessToken: string;
  profile: MemberServiceProfile;
}

/**
 * POST {client_api}spa/member/login. Resolves null for a refusal; rejects (ApiError) when the
 * service answered with an HTTP error or not at all.
 */
export async function memberServiceLogin(api: ApiClient, request: MemberServiceLoginRequest): Promise<MemberServiceSession | null> {
  const answer = await api.post<unknown>(memberServicePaths.login, request);
  if (!isRecord(answer) || answer.code !== 0 || !isRecord(answer.result)) return null;
  const { access_token: accessToken, profile } = answer.result;
  if (typeof accessToken !== 'string' || accessToken === '' || !isRecord(profile)) return null;
  return { accessToken, profile };
}

import { call, profileEndpoint, type ApiClient, type MemberProfile } from '@member-site/shared';

export function fetchProfile(api: ApiClient): Promise<MemberProfile> {
  return call(api, profileEndpoint);
}

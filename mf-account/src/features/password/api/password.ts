import { call, passwordChangeEndpoint, type ApiClient, type PasswordChange, type PasswordChanged } from '@member-site/shared';

/** On success the API has ended every other session of the member; this one stays. */
export function changePassword(api: ApiClient, body: PasswordChange): Promise<PasswordChanged> {
  return call(api, passwordChangeEndpoint, { body });
}

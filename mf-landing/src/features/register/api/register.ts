import {
  call,
  registerAutoEndpoint,
  registerEndpoint,
  type ApiClient,
  type AutoRegisterRequest,
  type AutoRegisterResponse,
  type RegisterRequest,
  type RegisterResponse,
} from '@member-site/shared';

/** POST /api/v1/register (modes 2 and 4, and the end of a LINE sign-up): 201, already signed in. */
export async function registerMember(api: ApiClient, request: RegisterRequest): Promise<RegisterResponse> {
  return call(api, registerEndpoint, { body: request });
}

/** POST /api/v1/register/auto (mode 1): the server makes the username and password. */
export async function registerAuto(api: ApiClient, request: AutoRegisterRequest): Promise<AutoRegisterResponse> {
  return call(api, registerAutoEndpoint, { body: request });
}

import { apiPaths, expectShape, isRecord, type ApiClient, type AutoRegisterRequest, type AutoRegisterResponse, type RegisterRequest, type RegisterResponse } from '@member-site/shared';
import { isText } from '../../../lib/shape';

/** POST /api/v1/register (modes 2 and 4, and the end of a LINE sign-up): 201, already signed in. */
export async function registerMember(api: ApiClient, request: RegisterRequest): Promise<RegisterResponse> {
  const answer = await api.post<unknown>(apiPaths.register, request);
  expectShape(isRecord(answer) && isText(answer.accessToken) && isText(answer.username));
  return { accessToken: answer.accessToken, username: answer.username, expiresIn: Number(answer.expiresIn) };
}

/** POST /api/v1/register/auto (mode 1): the server makes the username and password. */
export async function registerAuto(api: ApiClient, request: AutoRegisterRequest): Promise<AutoRegisterResponse> {
  const answer = await api.post<unknown>(apiPaths.registerAuto, request);
  expectShape(
    isRecord(answer) && isText(answer.accessToken) && isText(answer.username) && isText(answer.password),
  );
  return {
    accessToken: answer.accessToken,
    username: answer.username,
    password: answer.password,
    expiresIn: Number(answer.expiresIn),
  };
}

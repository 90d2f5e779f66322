import { apiPaths, expectShape, isRecord, type ApiClient, type LineExchangeRequest, type LineExchangeResponse } from '@member-site/shared';
import { isText } from '../../../lib/shape';

/** POST /api/v1/line/exchange: the LINE authorization code for a session or a sign-up ticket. */
export async function exchangeLineCode(api: ApiClient, request: LineExchangeRequest): Promise<LineExchangeResponse> {
  const answer = await api.post<unknown>(apiPaths.lineExchange, request);
  expectShape(isRecord(answer));
  if (answer.status === 'signed-in') {
    expectShape(isText(answer.accessToken));
    return { status: 'signed-in', accessToken: answer.accessToken, expiresIn: Number(answer.expiresIn) };
  }
  expectShape(answer.status === 'register' && isText(answer.lineRegistrationToken));
  return {
    status: 'register',
    lineRegistrationToken: answer.lineRegistrationToken,
    displayName: typeof answer.displayName === 'string' ? answer.displayName : '',
  };
}

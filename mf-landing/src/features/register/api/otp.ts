import { apiPaths, expectShape, isRecord, type ApiClient, type OtpRequest, type OtpRequestResponse, type OtpVerifyRequest, type OtpVerifyResponse } from '@member-site/shared';
import { isText } from '../../../lib/shape';

function wholeNumber(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : fallback;
}

/** POST /api/v1/register/otp/request: sends a code by SMS to the phone. */
export async function requestOtp(api: ApiClient, request: OtpRequest): Promise<OtpRequestResponse> {
  const answer = await api.post<unknown>(apiPaths.otpRequest, request);
  expectShape(isRecord(answer) && isText(answer.requestId));
  return {
    requestId: answer.requestId,
    expiresIn: wholeNumber(answer.expiresIn, 300),
    resendIn: wholeNumber(answer.resendIn, 60),
    // The contract says 6; a server that says otherwise is followed, within reason.
    length: Math.min(Math.max(wholeNumber(answer.length, 6), 4), 8),
  };
}

/** POST /api/v1/register/otp/verify: the code for a ticket to POST /register. */
export async function verifyOtp(api: ApiClient, request: OtpVerifyRequest): Promise<OtpVerifyResponse> {
  const answer = await api.post<unknown>(apiPaths.otpVerify, request);
  expectShape(isRecord(answer) && isText(answer.otpToken) && isText(answer.phone));
  return { otpToken: answer.otpToken, phone: answer.phone, expiresIn: wholeNumber(answer.expiresIn, 600) };
}

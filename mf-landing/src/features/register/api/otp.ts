import {
  call,
  otpRequestEndpoint,
  otpVerifyEndpoint,
  type ApiClient,
  type OtpRequest,
  type OtpRequestResponse,
  type OtpVerifyRequest,
  type OtpVerifyResponse,
} from '@member-site/shared';

/** POST /api/v1/register/otp/request: sends a code by SMS to the phone. */
export async function requestOtp(api: ApiClient, request: OtpRequest): Promise<OtpRequestResponse> {
  const answer = await call(api, otpRequestEndpoint, { body: request });
  // The contract says 6; a server that says otherwise is followed, within reason.
  return { ...answer, length: Math.min(Math.max(answer.length, 4), 8) };
}

/** POST /api/v1/register/otp/verify: the code for a ticket to POST /register. */
export async function verifyOtp(api: ApiClient, request: OtpVerifyRequest): Promise<OtpVerifyResponse> {
  return call(api, otpVerifyEndpoint, { body: request });
}

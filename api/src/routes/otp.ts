import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '../../../shared/src/contract/paths';
import type {
  OtpRequest,
  OtpRequestResponse,
  OtpVerifyRequest,
  OtpVerifyResponse,
} from '../../../shared/src/contract/register';
import type { Db } from '../db';
import { badRequest, fieldMessages, registerClosed } from '../errors';
import type { OtpService } from '../register/otp';
import { checkPhone } from '../register/rules';
import { getSetting, settingKeys } from '../settings';

export interface OtpRoutesOptions {
  db: Db;
  otp: OtpService;
}

const otpRequestSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['phone'],
    properties: { phone: { type: 'string', maxLength: 32 } },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        requestId: { type: 'string' },
        expiresIn: { type: 'integer' },
        resendIn: { type: 'integer' },
        length: { type: 'integer' },
      },
    },
  },
};

const otpVerifySchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['requestId', 'code'],
    properties: {
      requestId: { type: 'string', minLength: 1, maxLength: 64 },
      code: { type: 'string', maxLength: 32 },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: { otpToken: { type: 'string' }, expiresIn: { type: 'integer' }, phone: { type: 'string' } },
    },
  },
};

const codePattern = /^[0-9]{6}$/;

/** One-time codes for mode 4. Limits live in the OTP service (per phone and address, in the database). */
export const otpRoutes: FastifyPluginAsync<OtpRoutesOptions> = async (app, { db, otp }) => {
  app.post<{ Body: OtpRequest }>(apiPaths.otpRequest, { schema: otpRequestSchema }, async (request): Promise<OtpRequestResponse> => {
    // Codes cost an SMS each: none are sent while the site does not register by one-time code.
    if (getSetting(db, settingKeys.registerMode) !== '4') throw registerClosed();
    checkPhone(request.body.phone);
    return otp.request(request.body.phone, request.ip);
  });

  app.post<{ Body: OtpVerifyRequest }>(apiPaths.otpVerify, { schema: otpVerifySchema }, async (request): Promise<OtpVerifyResponse> => {
    // A mistyped form (not six digits) is not a guess: it does not use up an attempt.
    if (!codePattern.test(request.body.code)) throw badRequest(fieldMessages.otpCode);
    return otp.verify(request.body.requestId, request.body.code);
  });
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@member-site/shared/contract';
import { schemaOf } from '../base/contract-route';
import type { Db } from '../base/db';
import { badRequest, fieldMessages, registerClosed } from '../base/errors';
import type { OtpService } from './otp';
import { checkPhone } from './rules';
import { getSetting, settingKeys } from '../site/settings';

export interface OtpRoutesOptions {
  db: Db;
  otp: OtpService;
}

const codePattern = /^[0-9]{6}$/;

/** One-time codes for mode 4. Limits live in the OTP service (per phone and address, in the database). */
export const otpRoutes: FastifyPluginAsyncTypebox<OtpRoutesOptions> = async (app, { db, otp }) => {
  app.post(endpoints.otpRequest.path, { schema: schemaOf(endpoints.otpRequest) }, async (request) => {
    // Codes cost an SMS each: none are sent while the site does not register by one-time code.
    if ((await getSetting(db, settingKeys.registerMode)) !== '4') throw registerClosed();
    checkPhone(request.body.phone);
    return otp.request(request.body.phone, request.ip);
  });

  app.post(endpoints.otpVerify.path, { schema: schemaOf(endpoints.otpVerify) }, async (request) => {
    // A mistyped form (not six digits) is not a guess: it does not use up an attempt.
    if (!codePattern.test(request.body.code)) throw badRequest(fieldMessages.otpCode);
    return otp.verify(request.body.requestId, request.body.code);
  });
};

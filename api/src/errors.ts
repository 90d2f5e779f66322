import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorCodes } from '../../shared/src/contract/paths';
import type { ApiErrorBody } from '../../shared/src/contract/session';

/** Thai texts of every error answer: members read them in the site's warning dialogs. */
export const errorMessages = {
  badRequest: 'ข้อมูลไม่ถูกต้อง',
  invalidJson: 'ข้อมูลไม่ถูกต้อง: รูปแบบ JSON ผิด',
  payloadTooLarge: 'ข้อมูลไม่ถูกต้อง: ขนาดข้อมูลใหญ่เกินไป',
  unsupportedMediaType: 'ข้อมูลไม่ถูกต้อง: ต้องส่งข้อมูลแบบ JSON',
  invalidCredentials: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
  unauthorized: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่',
  rateLimited: 'พยายามเข้าสู่ระบบบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',
  notFound: 'ไม่พบข้อมูลหรือหน้าที่ต้องการ',
  memberNotFound: 'ไม่พบสมาชิกที่ระบุ',
  internal: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง',
} as const;

/** An answer the API means to give: status, contract code and Thai message. */
export class ApiHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly userMessage: string,
  ) {
    super(`[api] ${code} ${userMessage}`);
    this.name = 'ApiHttpError';
  }
}

export const unauthorized = (): ApiHttpError =>
  new ApiHttpError(401, apiErrorCodes.unauthorized, errorMessages.unauthorized);

export const badRequest = (field?: string): ApiHttpError =>
  new ApiHttpError(400, apiErrorCodes.badRequest, field ? `${errorMessages.badRequest}: ${field}` : errorMessages.badRequest);

interface ErrorAnswer {
  status: number;
  body: ApiErrorBody;
}

const answer = (status: number, code: string, message: string): ErrorAnswer => ({ status, body: { code, message } });

/** Names the offending field of an Ajv failure so the member (or developer) sees what to fix. */
function fieldOf(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return '';
  const params = first.params as { missingProperty?: unknown; additionalProperty?: unknown };
  const named = params.missingProperty ?? params.additionalProperty;
  if (typeof named === 'string') return named;
  return first.instancePath.replace(/^\//, '').replace(/\//g, '.');
}

/** Maps client-side failures (4xx from Fastify's parser and validator) to the contract shape. */
function clientErrorAnswer(error: FastifyError, status: number): ErrorAnswer {
  if (error.validation) {
    const field = fieldOf(error);
    return answer(400, apiErrorCodes.badRequest, field ? `${errorMessages.badRequest}: ${field}` : errorMessages.badRequest);
  }
  if (status === 404) return answer(404, apiErrorCodes.notFound, errorMessages.notFound);
  if (status === 413) return answer(413, apiErrorCodes.badRequest, errorMessages.payloadTooLarge);
  if (status === 415) return answer(415, apiErrorCodes.badRequest, errorMessages.unsupportedMediaType);
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return answer(400, apiErrorCodes.badRequest, errorMessages.invalidJson);
  }
  return answer(status, apiErrorCodes.badRequest, errorMessages.badRequest);
}

export function toErrorAnswer(error: FastifyError): ErrorAnswer {
  if (error instanceof ApiHttpError) return answer(error.statusCode, error.code, error.userMessage);
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) return clientErrorAnswer(error, status);
  return answer(500, apiErrorCodes.internal, errorMessages.internal);
}

/** Fastify error handler: contract-shaped Thai answers, never a stack trace. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, body } = toErrorAnswer(error);
  if (status >= 500) request.log.error({ err: error }, '[api] E3 unexpected error while answering a request');
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function handleNotFound(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).type('application/json; charset=utf-8').send({ code: apiErrorCodes.notFound, message: errorMessages.notFound });
}

import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { SERVER_TEXT } from '../../src/domain/errorCodes.ts';

/** An error whose body is safe to show: DRF's {detail} or {field: [messages]} shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'object' && body && 'detail' in body ? String(body.detail) : `HTTP ${statusCode}`);
  }
}

export const detail = (status: number, text: string, headers?: Record<string, string>) =>
  new HttpError(status, { detail: text }, headers);

function send(reply: FastifyReply, err: HttpError) {
  return reply.code(err.statusCode).headers(err.headers).send(err.body);
}

/** Answers never carry a stack trace or SQL: those stay in the server log. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return send(reply, error);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return send(reply, detail(413, SERVER_TEXT.payloadTooLarge));
    if (error.validation) {
      const fields: Record<string, string[]> = {};
      for (const v of error.validation) {
        const field =
          (v.params as { missingProperty?: string }).missingProperty ??
          v.instancePath.replace(/^\//, '').split('/')[0] ??
          'non_field_errors';
        (fields[field || 'non_field_errors'] ??= []).push(
          v.keyword === 'required' ? SERVER_TEXT.fieldRequired : (v.message ?? SERVER_TEXT.fieldRequired),
        );
      }
      return reply.code(400).send(fields);
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ detail: status === 500 ? SERVER_TEXT.serverError : error.message });
  });
}

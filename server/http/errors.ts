import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import { SERVER_TEXT } from '../../core/domain/errorCodes.ts';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { toFieldErrors } from '../resources/validation.ts';

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

/** Statuses Fastify raises by itself, and the catalogue entry that says them. */
const FRAMEWORK_ERRORS: Record<number, string> = {
  400: 'invalid',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

/** Answers never carry a stack trace or SQL: those stay in the server log. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return send(reply, error);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return send(reply, detail(413, SERVER_TEXT.payloadTooLarge));
    // A path that names no record (an id that is no id) is not found, as on the resource routes.
    if (error.validation && error.validationContext === 'params') return send(reply, detail(404, serverText('not_found')));
    // Body schemas of routes: the same field shape and catalogue texts as the resource engine.
    if (error.validation) return reply.code(400).send(toFieldErrors(error.validation as ErrorObject[]));
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    // Fastify's own texts (bad JSON, unsupported media type…) stay in the log; the client gets the catalogue's.
    return reply.code(status).send({ detail: serverText(FRAMEWORK_ERRORS[status] ?? (status === 500 ? 'server_error' : 'invalid')) });
  });
}

/**
 * The router's own refusals (a path whose percent-encoding is not UTF-8, e.g. %FF or an encoded
 * surrogate) never reach the error handler: Fastify's frameworkErrors option answers them here,
 * in the catalogue's words instead of the router's.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply.code(status).send({ detail: serverText(FRAMEWORK_ERRORS[status] ?? 'invalid') });
}

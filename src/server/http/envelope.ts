// The response envelope of DESIGN §3 and the one error handler: codes out, stacks never.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorBody, ErrorCode, StaffErrorCode } from '#shared/errors.ts';
import { AppError } from './app-error.ts';

/** A successful answer's body. */
export const dataBody = (data: unknown) => ({ data: data ?? null });

export function errorBody(status: number, code: ErrorCode | StaffErrorCode, fields?: Record<string, string>): ErrorBody {
  return { data: fields ? { message: code, status, fields } : { message: code, status } };
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'validation_error',
  401: 'unauthorized',
  403: 'access_denied',
  404: 'not_found',
  413: 'file_size_is_too_large',
  415: 'validation_error',
  429: 'too_many_requests',
};

/** `report` hears every 5xx (the error reporter, when a DSN is set). */
export function registerErrorHandling(app: FastifyInstance, report?: (error: unknown, request: FastifyRequest) => void): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(errorBody(error.status, error.code, error.fields));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      report?.(error, request);
      return reply.status(500).send(errorBody(500, 'internal_error'));
    }
    // Fastify's own 4xx (malformed JSON, body too large, multipart limits, rate limit).
    return reply.status(status).send(errorBody(status, STATUS_CODES[status] ?? 'validation_error'));
  });
}

import type { ErrorCode, StaffErrorCode } from '#shared/errors.ts';

/** The one error type services throw; the error handler turns it into the spec's envelope. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | StaffErrorCode,
    readonly fields?: Record<string, string>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const notFound = (code: ErrorCode = 'not_found') => new AppError(404, code);
export const forbidden = (code: ErrorCode = 'access_denied') => new AppError(403, code);

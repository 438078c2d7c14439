import { type ErrorCode, errorCodes } from '@agentsy/contracts';

/** The one error type services throw; the error handler maps `code` to its HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string>;
  readonly title?: string;

  constructor(code: ErrorCode, options: { message?: string; title?: string; fields?: Record<string, string> } = {}) {
    super(options.message ?? errorCodes[code].message);
    this.code = code;
    this.status = errorCodes[code].status;
    this.fields = options.fields;
    this.title = options.title;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

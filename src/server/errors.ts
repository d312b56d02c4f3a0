/** One problem of a request, naming the field at fault (`path`), as the error body's `issues` lists them. */
export type ErrorIssue = { path: string; message: string };

/** The one error type services throw; the error handler turns it into `{ message, code, issues? }` with its status. */
export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly issues: ErrorIssue[] | undefined;
  /** Response headers that belong to the error, e.g. Retry-After on a 429. */
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: string,
    message: string,
    status: number,
    issues?: ErrorIssue[],
    headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.issues = issues;
    this.headers = headers;
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message, 404);
export const badRequest = (message: string) => new AppError('BAD_REQUEST', message, 400);
export const unauthorized = (message: string, code = 'UNAUTHORIZED') => new AppError(code, message, 401);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message, 403);
export const conflict = (message: string) => new AppError('CONFLICT', message, 409);
export const payloadTooLarge = (message: string) => new AppError('PAYLOAD_TOO_LARGE', message, 413);
export const unsupportedMediaType = (message: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', message, 415);

/** A 400 listing every problem; the message names each field ("size: Unknown size \"9x9\"; ..."). */
export function validationFailed(issues: ErrorIssue[]): AppError {
  const message = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
  return new AppError('VALIDATION_FAILED', message, 400, issues);
}

/** The one error type services throw; the error handler turns it into `{ message, code }` with its status. */
export class AppError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(code: string, message: string, status: number) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message, 404);
export const badRequest = (message: string) => new AppError('BAD_REQUEST', message, 400);
export const conflict = (message: string) => new AppError('CONFLICT', message, 409);

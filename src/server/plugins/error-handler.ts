import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from '#server/errors';
import { apiMessages } from '#shared/errors';

function describeIssue(issue: { path?: PropertyKey[]; message: string; instancePath?: string }): string {
  const where = issue.path?.length
    ? issue.path.map(String).join('.')
    : issue.instancePath?.replace(/^\//, '');
  return where ? `${where}: ${issue.message}` : issue.message;
}

/**
 * One error shape for every failure: `{ message, code, issues? }` (docs/product/api.md#errors). 5xx
 * messages are masked.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      const body = { message: error.message, code: error.code };
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(error.issues ? { ...body, issues: error.issues } : body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({ path: v.instancePath, message: v.message }));
      const message = `Invalid ${error.validationContext ?? 'request'}: ${issues.map((i) => describeIssue({ instancePath: i.path, message: i.message ?? 'invalid' })).join('; ')}`;
      return reply.status(400).send({ message, code: 'VALIDATION_FAILED', issues });
    }
    if (error instanceof ZodError) {
      const issues = error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
      const message = `Invalid request: ${error.issues.map(describeIssue).join('; ')}`;
      return reply.status(400).send({ message, code: 'VALIDATION_FAILED', issues });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ message: apiMessages.internal, code: 'INTERNAL' });
    }
    return reply.status(status).send({ message: error.message, code: error.code ?? 'REQUEST_ERROR' });
  });
}

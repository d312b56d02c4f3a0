import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest, payloadTooLarge } from '#server/errors';
import type { FormPart } from '#server/uploads/form-part';

/**
 * Limits of every multipart request (@fastify/multipart parses multipart bodies itself: the JSON
 * bodyLimit does not apply). A route may tighten them per request through formParts.
 */
const multipartLimits = {
  fieldNameSize: 100,
  fieldSize: 16 * 1024,
  fields: 30,
  fileSize: 10 * 1024 * 1024,
  files: 10,
  parts: 50,
  headerPairs: 100,
};

export type MultipartLimits = Partial<typeof multipartLimits>;

export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: multipartLimits });
}

function isErrorWithCode(error: unknown): error is Error & { code?: string } {
  return error instanceof Error;
}

/** The parser's errors as AppErrors with messages a client can act on. */
function toFormError(error: unknown): unknown {
  if (error instanceof AppError || !isErrorWithCode(error)) return error;
  switch (error.code) {
    case 'FST_FILES_LIMIT':
      return badRequest('Too many files in one request.');
    case 'FST_FIELDS_LIMIT':
      return badRequest('Too many form fields.');
    case 'FST_PARTS_LIMIT':
      return payloadTooLarge('Too many form parts.');
    case 'FST_PROTO_VIOLATION':
      return badRequest('A form field name is not allowed.');
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest('The upload was interrupted.');
    default:
      // Busboy's own errors ("Unexpected end of form", "Malformed part header", ...) carry no status.
      return 'statusCode' in error
        ? error
        : badRequest('The form could not be read (malformed multipart data).');
  }
}

/**
 * The parts of a multipart request as plain FormParts (fields and file streams in the order sent), for
 * a service to consume one by one; each file must be read to the end before the next part arrives.
 * A request that is not multipart is a 415. When the consumer stops early (it refused something), the
 * rest of the body is read and discarded, so the client gets to read the answer.
 */
export async function* formParts(
  request: FastifyRequest,
  limits: MultipartLimits = {},
): AsyncGenerator<FormPart, void, undefined> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.', 415);
  }
  let finished = false;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        const file = part.file;
        yield {
          kind: 'file',
          name: part.fieldname,
          fileName: part.filename,
          stream: file,
          truncated: () => file.truncated,
        };
      } else {
        yield {
          kind: 'field',
          name: part.fieldname,
          // A part sent with Content-Type application/json arrives parsed; hand it on as the text it was.
          value: typeof part.value === 'string' ? part.value : JSON.stringify(part.value),
          truncated: part.valueTruncated,
        };
      }
    }
    finished = true;
  } catch (error) {
    throw toFormError(error);
  } finally {
    if (!finished && !request.raw.readableEnded) {
      request.raw.unpipe();
      request.raw.resume();
    }
  }
}

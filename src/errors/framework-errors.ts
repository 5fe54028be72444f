// Fastify's own errors (body parsing, size, unknown routes) mapped onto our codes, so every error
// a client sees is one problem+json document from the one registry.
import { DomainError } from './problem.ts';

interface FastifyishError {
  code?: string;
  statusCode?: number;
  message?: string;
}

export function domainErrorOf(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  const e = (error ?? {}) as FastifyishError;
  switch (e.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new DomainError('payload_too_large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new DomainError('validation_failed', {
        errors: [{ path: '', message: 'Content-Type must be application/json' }],
      });
    case 'FST_ERR_BAD_URL':
      return new DomainError('validation_failed', {
        errors: [{ path: '', message: 'the URL is not valid' }],
      });
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new DomainError('validation_failed', {
        errors: [{ path: '', message: 'a path parameter is too long' }],
      });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new DomainError('validation_failed', {
        errors: [{ path: '', message: 'body is not valid JSON' }],
      });
    default:
      if (error instanceof SyntaxError)
        return new DomainError('validation_failed', {
          errors: [{ path: '', message: 'body is not valid JSON' }],
        });
      if (e.statusCode === 413) return new DomainError('payload_too_large');
      return new DomainError('internal');
  }
}

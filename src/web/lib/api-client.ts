import { getCartSessionId } from './cart-session.ts';

/** A failed API call: the HTTP status (0 when the request never got an answer) and a readable message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly issues: unknown[] | undefined;

  constructor(
    status: number,
    message: string,
    options: { code?: string; issues?: unknown[]; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = options.code;
    this.issues = options.issues;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData, Blob and URLSearchParams are sent as they are. */
  body?: unknown;
  headers?: HeadersInit;
  signal?: AbortSignal;
}

/**
 * Paths whose calls carry the anonymous cart session (docs/product/api.md): the cart, the checkout calls that
 * price the session's cart (shipping quote, discount check), orders and the PayPal calls.
 */
const SESSION_PATHS = [
  '/api/cart',
  '/api/orders',
  '/api/calculate-shipping',
  '/api/validate-discount',
  '/paypal',
];

export function needsCartSession(url: string): boolean {
  const { pathname } = new URL(url, 'http://localhost');
  return SESSION_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

function isRawBody(body: unknown): body is BodyInit {
  return body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams;
}

interface ErrorBody {
  message: string;
  code?: string;
  issues?: unknown[];
}

function parseErrorBody(text: string): ErrorBody | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { message, code, issues } = parsed as Record<string, unknown>;
    if (typeof message !== 'string' || message === '') return null;
    return {
      message,
      ...(typeof code === 'string' ? { code } : {}),
      ...(Array.isArray(issues) ? { issues } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * Turns a non-OK response into an ApiError. The server's JSON `{ message, code }` wins; otherwise the
 * message is `${status}: ${text}`, or `${status}: ${statusText}` when the body is empty
 * (docs/product/messages.md#conventions).
 */
export async function toApiError(response: Response): Promise<ApiError> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    // An unreadable body is treated as empty.
  }
  const body = parseErrorBody(text);
  if (body) return new ApiError(response.status, body.message, body);
  return new ApiError(response.status, `${response.status}: ${text || response.statusText}`);
}

/** fetch with cookie credentials, a JSON body when one is given and the cart session header; throws ApiError when not OK. */
export async function apiFetch(url: string, options: ApiRequestOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (isRawBody(options.body)) {
      body = options.body;
    } else {
      body = JSON.stringify(options.body);
      headers.set('Content-Type', 'application/json');
    }
  }
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (needsCartSession(url)) headers.set('X-Session-Id', getCartSessionId());

  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** Like apiFetch, then reads the JSON answer (undefined for an empty body). */
export async function apiRequest<T>(url: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await apiFetch(url, options);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Runs `call` (requests and reading their answers) and reports any failure with a fixed message
 * (docs/product/messages.md, e.g. 'Failed to fetch products'), keeping the status and the original error
 * as the cause. Aborted requests are rethrown untouched.
 */
export async function withFailureMessage<T>(
  failureMessage: string,
  signal: AbortSignal | undefined,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (signal?.aborted) throw error;
    const status = error instanceof ApiError ? error.status : 0;
    const code = error instanceof ApiError ? error.code : undefined;
    throw new ApiError(status, failureMessage, { ...(code ? { code } : {}), cause: error });
  }
}

/** apiRequest that reports any failure with a fixed message (see withFailureMessage). */
export function apiRequestOr<T>(
  failureMessage: string,
  url: string,
  options: ApiRequestOptions = {},
): Promise<T> {
  return withFailureMessage(failureMessage, options.signal, () => apiRequest<T>(url, options));
}

import { webMessages } from '#shared/errors';
import { ApiError, needsCartSession, toApiError } from './api-client.ts';
import { getCartSessionId } from './cart-session.ts';

export interface SendFormOptions {
  method?: 'POST' | 'PUT' | 'PATCH';
  /** Called with the share of the body sent so far, 0..1, while the upload runs. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends a multipart form and reads the JSON answer, like apiRequest, but through XMLHttpRequest so the
 * upload progress can be shown (fetch cannot report it). Failures are ApiErrors: the server's
 * `{ message }` when it sent one, status 0 when the request never got an answer.
 */
export function sendForm<T>(url: string, form: FormData, options: SendFormOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (needsCartSession(url)) xhr.setRequestHeader('X-Session-Id', getCartSessionId());

    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => options.signal?.removeEventListener('abort', onAbort);

    if (options.onProgress) {
      const report = options.onProgress;
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) report(event.loaded / event.total);
      });
    }
    xhr.addEventListener('load', () => {
      done();
      const response = new Response(xhr.status === 204 ? null : xhr.responseText, {
        status: xhr.status,
        statusText: xhr.statusText,
      });
      if (!response.ok) {
        toApiError(response).then(reject, reject);
        return;
      }
      try {
        resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T);
      } catch (error) {
        reject(new ApiError(xhr.status, webMessages.unreadableAnswer, { cause: error }));
      }
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new ApiError(0, 'Network error: the request could not be sent'));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(new DOMException('The request was aborted', 'AbortError'));
    });
    xhr.send(form);
  });
}

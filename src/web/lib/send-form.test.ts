import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { sendForm } from './send-form.ts';

/** A stand-in XMLHttpRequest that records the request and lets the test answer it. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  private listeners: Record<string, (() => void)[]> = {};
  private uploadListeners: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void)[] =
    [];
  upload = {
    addEventListener: (_type: string, listener: (typeof this.uploadListeners)[number]) => {
      this.uploadListeners.push(listener);
    },
  };
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners[type] = [...(this.listeners[type] ?? []), listener];
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.emit('abort');
  }
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners) listener({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.emit('load');
  }
  emit(type: string) {
    for (const listener of this.listeners[type] ?? []) listener();
  }
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendForm', () => {
  it('posts the form with credentials and the cart session, reports progress and reads the JSON answer', async () => {
    const progress: number[] = [];
    const form = new FormData();
    form.set('quantity', '2');
    const promise = sendForm<{ id: number }>('/api/cart', form, { onProgress: (f) => progress.push(f) });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/cart');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers['X-Session-Id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(xhr.body).toBe(form);
    xhr.progress(50, 100);
    xhr.progress(100, 100);
    xhr.answer(201, '{"id":3}');
    await expect(promise).resolves.toEqual({ id: 3 });
    expect(progress).toEqual([0.5, 1]);
  });

  it('does not send the cart session to other paths', () => {
    void sendForm('/api/quote-requests', new FormData()).catch(() => {});
    expect(FakeXhr.last.headers['X-Session-Id']).toBeUndefined();
  });

  it("rejects with the server's message and status", async () => {
    const promise = sendForm('/api/cart', new FormData());
    FakeXhr.last.answer(415, '{"message":"Unsupported file type: a.gif","code":"UNSUPPORTED_MEDIA_TYPE"}');
    await expect(promise).rejects.toMatchObject({ status: 415, message: 'Unsupported file type: a.gif' });
  });

  it('rejects with status 0 when the network fails', async () => {
    const promise = sendForm('/api/cart', new FormData());
    FakeXhr.last.emit('error');
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0 });
  });

  it('aborts with the signal', async () => {
    const controller = new AbortController();
    const promise = sendForm('/api/cart', new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
  });
});

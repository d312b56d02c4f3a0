import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { apiServer, recordUnhandled, takeContractViolations } from './api-server.ts';

// The API answers through request handlers built from its contract (api-server.ts). A test whose answers
// break the contract, or that calls the API where no handler answers, fails once it has been cleaned up.
beforeAll(() => {
  apiServer.listen({
    onUnhandledRequest: (request) => {
      if (new URL(request.url).pathname.startsWith('/api/')) recordUnhandled(request);
    },
  });
});
// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  apiServer.resetHandlers();
  const broken = takeContractViolations();
  if (broken.length > 0) throw new Error(broken.join('\n\n'));
});
afterAll(() => {
  apiServer.close();
});

// findBy*/waitFor wait up to 5 s instead of 1 s: a lazy page's first render can take longer than a second
// when both cores are busy (the server and web projects run side by side). Passing tests are not slower.
configure({ asyncUtilTimeout: 5000 });

// The server render's tests run without a DOM (`@vitest-environment node`): nothing below applies there.
const hasDom = typeof window !== 'undefined';

// jsdom does not implement scrolling; the router's ScrollRestoration and hash links call these.
if (hasDom) {
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};
}

// jsdom has no ResizeObserver; Radix measures some controls with it (the checkbox's hidden form input).
if (hasDom && typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// The files of a worker share one jsdom and one module cache (isolate: false in vitest.config.ts): each
// file leaves none of its stubs, timers, storage or address behind for the next.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  if (!hasDom) return;
  localStorage.clear();
  sessionStorage.clear();
  document.title = '';
  window.history.replaceState(null, '', '/');
});

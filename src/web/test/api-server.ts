import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';
import { type ApiRoute, apiContract } from '#shared/schemas/api-contract';
import { errorBodySchema } from '#shared/schemas/common';
import { defaultPromoSettings } from '#shared/schemas/promo';
import { defaultShippingSettings } from '#shared/shipping';

/**
 * The component tests' API: request handlers built from the API's contract (apiContract, the schemas the
 * server declares for each route's answers). A handler's answer that its route's schema refuses, an error
 * answer that is not the server's error shape, or a request no handler takes fails the test that made it
 * (src/web/test/setup.ts), so what the tests answer cannot drift from what the server sends.
 */
// What every page's chrome and the configurator read is answered in every test unless the test answers it
// itself: the header's cart is empty, no promotion runs and shipping has its default settings.
export const apiServer = setupServer(
  handle('GET /api/cart', () => []),
  handle('GET /api/promo-settings', () => ({ ...defaultPromoSettings, bannerEnabled: false })),
  handle('GET /api/shipping-settings', () => defaultShippingSettings),
);

/** One request a handler took: its route, the query (`params`) and the JSON or form body. */
export interface ApiCall {
  route: ApiRoute;
  method: string;
  url: string;
  path: string;
  params: URLSearchParams;
  pathParams: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials;
  request: Request;
}

type Contract = typeof apiContract;
type SuccessStatus<R extends ApiRoute> = Extract<keyof Contract[R], 200 | 201 | 202 | 204>;
/** What the route answers on success, as the web reads it. */
type ApiBody<R extends ApiRoute> = Contract[R][SuccessStatus<R>] extends z.ZodType
  ? z.output<Contract[R][SuccessStatus<R>]>
  : never;
/** A handler's answer: the success body (checked against the contract) or a whole Response. */
export type ApiAnswer<R extends ApiRoute> = ApiBody<R> | Response;
export type ApiResolver<R extends ApiRoute> = (call: ApiCall) => ApiAnswer<R> | Promise<ApiAnswer<R>>;

const calls: ApiCall[] = [];
const violations: string[] = [];

function schemasOf(route: ApiRoute): Record<number, z.ZodType> {
  return apiContract[route] as Record<number, z.ZodType>;
}

function successStatusOf(route: ApiRoute): number {
  const statuses = Object.keys(schemasOf(route)).map(Number);
  return Math.min(...statuses.filter((status) => status >= 200 && status < 300));
}

function check(route: ApiRoute, status: number, body: unknown) {
  const schema = status >= 400 ? errorBodySchema : schemasOf(route)[status];
  if (!schema) {
    violations.push(`${route} answered ${status}, a status its contract does not declare`);
    return;
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    violations.push(`${route} answered ${status} outside its contract:\n${z.prettifyError(result.error)}`);
  }
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  // jsdom's File is not undici's: a form holding one cannot be read back here, and its body is left out.
  if (type.includes('multipart/form-data'))
    return request
      .clone()
      .formData()
      .catch(() => undefined);
  const text = await request.clone().text();
  if (!text) return undefined;
  return type.includes('application/json') ? JSON.parse(text) : text;
}

async function checkResponse(route: ApiRoute, response: Response) {
  // A network failure (HttpResponse.error()) has no status and no body to check.
  if (response.type === 'error') return;
  const json = (response.headers.get('content-type') ?? '').includes('application/json');
  if (response.status >= 300 && response.status < 400) return;
  if (response.status === 204) return check(route, 204, undefined);
  if (json) check(route, response.status, await response.clone().json());
  else if (response.status < 300 && !schemasOf(route)[response.status]) check(route, response.status, null);
}

/** A request handler for one route of the contract, e.g. `handle('GET /api/cart', () => cart)`. */
export function handle<R extends ApiRoute>(route: R, resolve: ApiResolver<R>) {
  const [method = '', path = ''] = route.split(' ');
  const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[verb](path, async ({ request, params }) => {
    const url = new URL(request.url);
    const call: ApiCall = {
      route,
      method,
      url: request.url,
      path: url.pathname,
      params: url.searchParams,
      pathParams: params as Record<string, string>,
      body: await readBody(request),
      credentials: request.credentials,
      request,
    };
    calls.push(call);
    const answer = await resolve(call);
    if (answer instanceof Response) {
      await checkResponse(route, answer);
      return answer;
    }
    const status = successStatusOf(route);
    check(route, status, answer);
    if (status === 204) return new HttpResponse(null, { status });
    return HttpResponse.json(answer as JsonBodyType, { status });
  });
}

/** Installs handlers for the running test (they come before the ones installed earlier). */
export function serve(...handlers: ReturnType<typeof handle>[]) {
  apiServer.use(...handlers);
}

/** An error answer in the server's shape: `{ message, code }`. */
export function apiError(status: number, message: string, code = 'ERROR'): Response {
  return HttpResponse.json({ message, code }, { status });
}

/** The calls the handlers took in this test, optionally of one route. */
export function callsTo(route?: ApiRoute): ApiCall[] {
  return route ? calls.filter((call) => call.route === route) : [...calls];
}

export function recordUnhandled(request: Request) {
  const url = new URL(request.url);
  violations.push(`No handler for ${request.method} ${url.pathname}${url.search}`);
}

/** Clears the calls and returns what broke the contract since the last time (setup.ts, after each test). */
export function takeContractViolations(): string[] {
  calls.length = 0;
  return violations.splice(0);
}

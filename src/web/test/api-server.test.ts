import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, callsTo, handle, serve, takeContractViolations } from './api-server.ts';
import { testCategory } from './fixtures.ts';

async function getJson(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  return { status: response.status, body: await response.json() };
}

describe('the contract-built API of the component tests', () => {
  it('answers a route with its handler and records the call, its query and its JSON body', async () => {
    serve(
      handle('PATCH /api/admin/categories/:id', (call) => ({
        ...testCategory({ id: Number(call.pathParams.id) }),
        ...(call.body as { name: string }),
      })),
    );
    const answer = await getJson('/api/admin/categories/4?from=test', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Flags' }),
      credentials: 'include',
    });
    expect(answer).toMatchObject({ status: 200, body: { id: 4, name: 'Flags' } });
    const [call] = callsTo('PATCH /api/admin/categories/:id');
    expect(call?.body).toEqual({ name: 'Flags' });
    expect(call?.params.get('from')).toBe('test');
    expect(call?.credentials).toBe('include');
    expect(takeContractViolations()).toEqual([]);
  });

  it('answers with the status the contract declares for success, and no body for a 204', async () => {
    serve(
      handle('POST /api/admin/categories', () => testCategory()),
      handle('DELETE /api/admin/categories/:id', () => undefined),
    );
    expect((await fetch('/api/admin/categories', { method: 'POST' })).status).toBe(201);
    const deleted = await fetch('/api/admin/categories/1', { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    expect(takeContractViolations()).toEqual([]);
  });

  it('reports a success answer its schema refuses, naming the route and the field', async () => {
    serve(handle('GET /api/admin/categories', () => [{ id: 'one' }] as never));
    await fetch('/api/admin/categories');
    const [violation, ...rest] = takeContractViolations();
    expect(rest).toEqual([]);
    expect(violation).toContain('GET /api/admin/categories answered 200 outside its contract');
    expect(violation).toContain('id');
  });

  it('reports an error answer that is not the server’s error shape, and a status the route does not declare', async () => {
    serve(
      handle('GET /api/admin/overview', () => Response.json({ message: 'down' }, { status: 503 })),
      handle('GET /api/admin/me', () => Response.json({ id: 1, email: 'a@b.example' }, { status: 201 })),
    );
    await fetch('/api/admin/overview');
    await fetch('/api/admin/me');
    const violations = takeContractViolations();
    expect(violations).toHaveLength(2);
    expect(violations[0]).toContain('GET /api/admin/overview answered 503 outside its contract');
    expect(violations[1]).toBe('GET /api/admin/me answered 201, a status its contract does not declare');
  });

  it('passes an error in the server’s shape', async () => {
    serve(handle('GET /api/admin/overview', () => apiError(503, 'Down for a moment', 'UNAVAILABLE')));
    expect(await getJson('/api/admin/overview')).toEqual({
      status: 503,
      body: { message: 'Down for a moment', code: 'UNAVAILABLE' },
    });
    expect(takeContractViolations()).toEqual([]);
  });

  it('answers an upload of a file, whose form it cannot read back', async () => {
    serve(handle('POST /api/upload/images', () => ({ urls: ['/media/a.png'], media: [] })));
    const form = new FormData();
    form.append('file', new File(['png'], 'a.png', { type: 'image/png' }));
    const response = await fetch('/api/upload/images', { method: 'POST', body: form });
    expect(response.status).toBe(201);
    expect(callsTo('POST /api/upload/images')).toHaveLength(1);
    expect(takeContractViolations()).toEqual([]);
  });

  it('lets a handler fail the request as the network would', async () => {
    serve(handle('GET /api/admin/overview', () => HttpResponse.error()));
    await expect(fetch('/api/admin/overview')).rejects.toThrow(TypeError);
    expect(takeContractViolations()).toEqual([]);
  });

  it('reports a call of the API that no handler answers', async () => {
    await fetch('/api/admin/products?page=2').catch(() => undefined);
    expect(takeContractViolations()).toEqual(['No handler for GET /api/admin/products?page=2']);
  });
});

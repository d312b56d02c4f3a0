import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webMessages } from '#shared/errors';
import { ApiError } from '#web/lib/api-client.ts';
import { type ApiResolver, apiError, callsTo, handle, serve } from '#web/test/api-server.ts';
import { downloadFile, fetchFile, filenameFromContentDisposition } from './download-file.ts';

const file = { id: '5f0c7a52-4d1b-4c55-9a61-1c1f1f3b2a10', originalName: 'stored-name.pdf' };
const download = 'GET /api/admin/download/:fileId';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The download route answering with `resolve` (a file's bytes are no JSON: a whole Response). */
const answer = (resolve: ApiResolver<typeof download>) => handle(download, resolve);

function fileResponse(body: BodyInit | null, init: ResponseInit = {}): Response {
  return new Response(body, { status: 200, ...init });
}

describe('filenameFromContentDisposition', () => {
  it.each([
    [
      'the decoded UTF-8 name first',
      `attachment; filename="na_ve.pdf"; filename*=UTF-8''na%C3%AFve%20art.pdf`,
      'naïve art.pdf',
    ],
    [
      'filename* before filename',
      `attachment; filename*=UTF-8''%E2%82%AC%20rates.png; filename="_ rates.png"`,
      '€ rates.png',
    ],
    [
      'a lowercase charset and a language tag',
      `attachment; filename*=utf-8'en'report%281%29.pdf`,
      'report(1).pdf',
    ],
    ['the quoted name when filename* is missing', 'attachment; filename="banner art.png"', 'banner art.png'],
    [
      'escaped quotes inside the quoted name',
      String.raw`attachment; filename="say \"hi\".txt"`,
      'say "hi".txt',
    ],
    ['a bare name', 'attachment; filename=plain.pdf', 'plain.pdf'],
    ['any letter case of the parameter', 'ATTACHMENT; FILENAME="upper.PDF"', 'upper.PDF'],
    [
      'the quoted name when filename* cannot be decoded',
      `attachment; filename="fallback.pdf"; filename*=UTF-8''%E0%A4%A`,
      'fallback.pdf',
    ],
    [
      'the quoted name when filename* is not UTF-8',
      `attachment; filename="latin.pdf"; filename*=ISO-8859-1''caf%E9.pdf`,
      'latin.pdf',
    ],
    ['only the last path segment', 'attachment; filename="../../etc/passwd"', 'passwd'],
    ['null without a file name', 'attachment', null],
    ['null for an empty header', '', null],
    ['null for no header', null, null],
  ])('takes %s', (_case, header, expected) => {
    expect(filenameFromContentDisposition(header)).toBe(expected);
  });
});

describe('fetchFile', () => {
  it('GETs the file with the session cookie and names it from Content-Disposition', async () => {
    serve(
      answer(() =>
        fileResponse('%PDF-1.7', {
          headers: {
            'Content-Disposition': `attachment; filename="_.pdf"; filename*=UTF-8''%C3%A9t%C3%A9.pdf`,
          },
        }),
      ),
    );
    const result = await fetchFile(file);
    const calls = callsTo(download);
    expect(calls.map((call) => [call.method, call.path, call.params.size])).toEqual([
      ['GET', `/api/admin/download/${file.id}`, 0],
    ]);
    expect(calls[0]?.credentials).toBe('include');
    expect(result.filename).toBe('été.pdf');
    expect(await result.blob.text()).toBe('%PDF-1.7');
  });

  it('falls back to the stored original name without a Content-Disposition name', async () => {
    serve(answer(() => fileResponse('bytes', { headers: { 'Content-Disposition': 'attachment' } })));
    expect((await fetchFile(file)).filename).toBe('stored-name.pdf');
  });

  it.each([
    ['404', answer(() => apiError(404, 'Not found', 'NOT_FOUND')), 404, webMessages.download.notFound],
    ['500', answer(() => fileResponse('oops', { status: 500 })), 500, webMessages.download.failed],
    ['400', answer(() => apiError(400, 'Unknown file', 'BAD_REQUEST')), 400, webMessages.download.failed],
    ['an empty file', answer(() => fileResponse('')), 200, webMessages.download.empty],
    ['an empty body', answer(() => fileResponse(null)), 200, webMessages.download.empty],
    [
      'a network error',
      // No answer at all: a network failure is no answer of the contract, so a plain handler gives it.
      http.get('/api/admin/download/:fileId', () => HttpResponse.error()),
      0,
      webMessages.download.network,
    ],
  ])('fails on %s with its fixed message', async (_case, handler, status, message) => {
    serve(handler);
    const error = await fetchFile(file).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message });
  });

  it('keeps the 401 status, so the session watcher can return to the login screen', async () => {
    serve(answer(() => apiError(401, 'Not logged in', 'UNAUTHORIZED')));
    await expect(fetchFile(file)).rejects.toMatchObject({ status: 401 });
  });

  it('uses the download messages word for word', () => {
    expect(webMessages.download).toEqual({
      notFound: 'File not found. It may have been moved or deleted.',
      failed: 'Failed to download file. Please try again.',
      empty: 'Downloaded file is empty. The file may be corrupted.',
      network: 'An error occurred while downloading the file. Please check your connection and try again.',
    });
  });
});

describe('downloadFile', () => {
  it('saves the blob through a temporary link named after the file', async () => {
    vi.useFakeTimers();
    const createObjectURL = vi.fn(() => 'blob:http://localhost/1');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    serve(
      answer(() =>
        fileResponse('PNG', { headers: { 'Content-Disposition': 'attachment; filename="art.png"' } }),
      ),
    );

    await downloadFile(file);

    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(clicks).toHaveLength(1);
    expect(clicks[0]?.download).toBe('art.png');
    expect(clicks[0]?.href).toBe('blob:http://localhost/1');
    expect(document.querySelector('a[download]')).toBeNull();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1');
    vi.useRealTimers();
  });
});

import { useMutation } from '@tanstack/react-query';
import { webMessages } from '#shared/errors';
import { ApiError } from '#web/lib/api-client.ts';

export interface DownloadableFile {
  id: string;
  originalName: string;
}

/** Keeps the last path segment and drops control characters, so a name can never point elsewhere. */
function safeName(name: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const base = (name.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base === '' || base === '.' || base === '..' ? null : base;
}

function extendedFilename(header: string): string | null {
  const match = /(?:^|;)\s*filename\*\s*=\s*([^;]+)/i.exec(header);
  if (!match?.[1]) return null;
  const value = match[1].trim().replace(/^"(.*)"$/, '$1');
  const parts = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(value);
  if (!parts?.[1] || parts[2] === undefined) return null;
  const charset = parts[1].toLowerCase();
  if (charset !== 'utf-8' && charset !== 'utf8') return null;
  try {
    return decodeURIComponent(parts[2]);
  } catch {
    return null;
  }
}

function plainFilename(header: string): string | null {
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted?.[1] !== undefined) return quoted[1].replace(/\\(.)/g, '$1');
  const bare = /(?:^|;)\s*filename\s*=\s*([^;\s]+)/i.exec(header);
  return bare?.[1] ?? null;
}

/**
 * The file name of a Content-Disposition header: `filename*=UTF-8''…` (RFC 5987, decoded) first, then
 * `filename="…"` or a bare `filename=…`; null when the header names none.
 */
export function filenameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  for (const candidate of [extendedFilename(header), plainFilename(header)]) {
    const name = candidate === null ? null : safeName(candidate);
    if (name) return name;
  }
  return null;
}

/** Hands a blob to the browser as a download named `filename`. */
function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface FetchedFile {
  blob: Blob;
  filename: string;
}

/**
 * GET /api/admin/download/{fileId} with the session cookie. Fails with an ApiError carrying one of the The
 * download messages (docs/product/messages.md#admin-orders): 404, any other non-OK answer, an empty file, or
 * no answer at all (status 0). A 401 keeps its status so the session watcher returns to the login screen.
 */
export async function fetchFile(file: DownloadableFile): Promise<FetchedFile> {
  let response: Response;
  try {
    response = await fetch(`/api/admin/download/${encodeURIComponent(file.id)}`, {
      credentials: 'include',
    });
  } catch (error) {
    throw new ApiError(0, webMessages.download.network, { cause: error });
  }
  if (response.status === 404) throw new ApiError(404, webMessages.download.notFound);
  if (!response.ok) throw new ApiError(response.status, webMessages.download.failed);
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch (error) {
    throw new ApiError(0, webMessages.download.network, { cause: error });
  }
  if (blob.size === 0) throw new ApiError(response.status, webMessages.download.empty);
  const filename =
    filenameFromContentDisposition(response.headers.get('Content-Disposition')) ??
    safeName(file.originalName) ??
    'download';
  return { blob, filename };
}

export async function downloadFile(file: DownloadableFile): Promise<void> {
  const { blob, filename } = await fetchFile(file);
  saveBlob(blob, filename);
}

/** Keyed as an admin call, so its 401 ends the session like every other admin call. */
export function useDownloadFile() {
  return useMutation({ mutationKey: ['/api/admin/download'], mutationFn: downloadFile });
}

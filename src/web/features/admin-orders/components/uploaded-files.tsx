import { Download, File, FileImage, FileText, LoaderCircle, type LucideIcon } from 'lucide-react';
import type { AdminOrder } from '#shared/schemas/admin';
import { ArtworkCheckNote, FileThumbnail } from '#web/components/artwork-check.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { WithTooltip } from '#web/components/ui/tooltip.tsx';
import { isUnauthorized } from '#web/lib/admin-session.ts';
import { formatFileSize } from '#web/lib/format.ts';
import { useDownloadFile } from '../api/download-file.ts';

type OrderFile = AdminOrder['items'][number]['files'][number];

/** The file-type icon: images, PDFs, anything else. */
function fileIconFor(mimeType: string): { Icon: LucideIcon; kind: 'image' | 'pdf' | 'file' } {
  if (mimeType.startsWith('image/')) return { Icon: FileImage, kind: 'image' };
  if (mimeType === 'application/pdf') return { Icon: FileText, kind: 'pdf' };
  return { Icon: File, kind: 'file' };
}

function FileRow({ file }: { file: OrderFile }) {
  const download = useDownloadFile();
  const { Icon, kind } = fileIconFor(file.mimeType);
  const failed = download.isError && !isUnauthorized(download.error);
  return (
    <li className="py-2">
      <div className="flex items-center gap-3">
        <FileThumbnail
          src={file.thumbnail}
          className="size-12"
          icon={<Icon className="size-5 text-slate-500" aria-hidden="true" data-file-kind={kind} />}
        />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-slate-900" title={file.originalName}>
            {file.originalName}
          </p>
          <p className="text-xs text-slate-500">{formatFileSize(file.size)}</p>
        </div>
        <WithTooltip label={`Download ${file.originalName}`}>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Download ${file.originalName}`}
            aria-disabled={download.isPending || undefined}
            onClick={() => {
              // Not `disabled`: a disabled button would drop the keyboard focus while the file downloads.
              if (!download.isPending) download.mutate(file);
            }}
          >
            {download.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Download aria-hidden="true" />
            )}
            <span className="hidden sm:inline">{download.isPending ? 'Downloading…' : 'Download'}</span>
          </Button>
        </WithTooltip>
      </div>
      {file.check ? (
        <div className="mt-2">
          <ArtworkCheckNote check={file.check} />
        </div>
      ) : null}
      {failed ? (
        <p role="alert" className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {download.error.message}
        </p>
      ) : null}
    </li>
  );
}

/**
 * Each uploaded file (docs/product/orders-and-statuses.md) with its type icon, name, size and a Download
 * button.
 */
export function UploadedFiles({ files }: { files: readonly OrderFile[] }) {
  if (files.length === 0) return <p className="mt-1 text-sm text-slate-500">No files uploaded.</p>;
  return (
    <ul aria-label="Uploaded files" className="mt-1 divide-y divide-slate-100">
      {files.map((file) => (
        <FileRow key={file.id} file={file} />
      ))}
    </ul>
  );
}

import { CircleAlert, CircleCheck, FileText, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ArtworkCheck } from '#shared/schemas/cart';
import { cn } from '#web/lib/cn.ts';
import { formatFileSize } from '#web/lib/format.ts';

const tones = {
  great: { Icon: CircleCheck, box: 'bg-emerald-50 ring-emerald-200', text: 'text-emerald-800' },
  ok: { Icon: CircleAlert, box: 'bg-amber-50 ring-amber-200', text: 'text-amber-900' },
  low: { Icon: TriangleAlert, box: 'bg-red-50 ring-red-200', text: 'text-red-800' },
} as const;

/** The artwork check's light: the headline in its colour with an icon (the words carry the meaning), and the reason. */
export function ArtworkCheckNote({ check, compact = false }: { check: ArtworkCheck; compact?: boolean }) {
  const tone = tones[check.level];
  return (
    <div data-level={check.level} className={cn('rounded-md px-2.5 py-1.5 ring-1', tone.box)}>
      <p className={cn('flex items-center gap-1.5 text-sm font-semibold', tone.text)}>
        <tone.Icon className="size-4 shrink-0" aria-hidden="true" />
        {check.headline}
      </p>
      {compact ? null : <p className="mt-0.5 text-xs text-slate-700">{check.reason}</p>}
    </div>
  );
}

type CheckedFile = {
  originalName: string;
  size: number;
  check?: ArtworkCheck | null | undefined;
  thumbnail?: string | null | undefined;
};

/** A file's thumbnail (decorative: its name is beside it), or a file icon when it has none. */
export function FileThumbnail({
  src,
  className = 'size-14',
  icon = <FileText className="size-6 text-brand-600" aria-hidden="true" />,
}: {
  src: string | null | undefined;
  className?: string;
  icon?: ReactNode;
}) {
  const frame = cn('shrink-0 rounded-md bg-slate-100 ring-1 ring-slate-200', className);
  if (src) return <img src={src} alt="" className={cn(frame, 'object-contain')} />;
  return <span className={cn(frame, 'flex items-center justify-center')}>{icon}</span>;
}

/** A file with its thumbnail (or a file icon), its name and size, and its check when there is one. */
export function CheckedFileRow({ file }: { file: CheckedFile }) {
  return (
    <div className="flex items-start gap-3">
      <FileThumbnail src={file.thumbnail} />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex gap-1.5 text-sm text-slate-700">
          <span className="min-w-0 truncate font-medium text-slate-900">{file.originalName}</span>
          <span className="shrink-0 text-slate-500">({formatFileSize(file.size)})</span>
        </p>
        {file.check ? <ArtworkCheckNote check={file.check} /> : null}
      </div>
    </div>
  );
}

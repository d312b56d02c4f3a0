import { ImageIcon, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { reviewImageLimits } from '#shared/schemas/review';
import { WithTooltip } from '#web/components/ui/tooltip.tsx';
import { cn } from '#web/lib/cn.ts';
import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';

const acceptedTypes: readonly string[] = reviewImageLimits.accept.split(',');
const reviewImagesHint = `PNG, JPEG, WebP or GIF, max ${reviewImageLimits.maxFileLabel} each`;

function tooManyPicturesMessage(max: number): string {
  return `You can add up to ${max} pictures.`;
}

/**
 * Which of the chosen files may be added: the accepted types, at most maxFileBytes each, and no more than
 * `room` of them. The message says what was left out (the server judges the bytes again).
 */
function admitPictures(
  chosen: readonly File[],
  room: number,
  max: number,
): { admitted: File[]; problem: string } {
  const problems: string[] = [];
  const valid: File[] = [];
  for (const file of chosen) {
    if (!acceptedTypes.includes(file.type)) {
      problems.push(`${file.name} is not a PNG, JPEG, WebP or GIF image.`);
    } else if (file.size > reviewImageLimits.maxFileBytes) {
      problems.push(`${file.name} is larger than ${reviewImageLimits.maxFileLabel}.`);
    } else {
      valid.push(file);
    }
  }
  const admitted = valid.slice(0, Math.max(0, room));
  if (admitted.length < valid.length) problems.push(tooManyPicturesMessage(max));
  return { admitted, problem: problems.join(' ') };
}

/** A stable React key per chosen File (two files may share a name). */
const fileKeys = new WeakMap<File, string>();
let nextFileKey = 0;
function fileKey(file: File): string {
  let key = fileKeys.get(file);
  if (!key) {
    nextFileKey += 1;
    key = `file-${nextFileKey}`;
    fileKeys.set(file, key);
  }
  return key;
}

/** Object URLs for the chosen files' previews, revoked when the files change (none where unsupported). */
function usePreviewUrls(files: readonly File[]): Map<File, string> {
  const [urls, setUrls] = useState<Map<File, string>>(() => new Map());
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const next = new Map(files.map((file) => [file, URL.createObjectURL(file)] as const));
    setUrls(next);
    return () => {
      for (const url of next.values()) URL.revokeObjectURL?.(url);
    };
  }, [files]);
  return urls;
}

const tileClass =
  'relative size-20 shrink-0 overflow-hidden rounded-md border border-slate-200 bg-slate-100 sm:size-24';
const removeClass =
  'absolute top-1 right-1 inline-flex size-7 items-center justify-center rounded-full bg-slate-900/80 text-white hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 disabled:opacity-50';

interface ReviewImagesInputProps {
  label: string;
  /** Files chosen in this form, not sent yet. */
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** The review's stored pictures (edit mode), shown first with their own remove action. */
  kept?: string[];
  onKeptChange?: (urls: string[]) => void;
  /** Stored and new pictures together. */
  max: number;
  /** A message from outside (e.g. the server's 413/415), shown under the field. */
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * Review pictures: a labelled file input (the accepted image types), a preview of each chosen file with
 * a remove button, and the count against the limit. Files of the wrong type or size, and files beyond the
 * limit, are left out with a message saying so.
 */
export function ReviewImagesInput({
  label,
  files,
  onFilesChange,
  kept = [],
  onKeptChange,
  max,
  error,
  disabled = false,
}: ReviewImagesInputProps) {
  const id = useId();
  const [problem, setProblem] = useState('');
  const previews = usePreviewUrls(files);
  const count = kept.length + files.length;
  const full = count >= max;
  const message = problem || error || '';

  const choose = (input: HTMLInputElement) => {
    const chosen = Array.from(input.files ?? []);
    input.value = '';
    if (chosen.length === 0) return;
    const { admitted, problem: why } = admitPictures(chosen, max - count, max);
    setProblem(why);
    if (admitted.length > 0) onFilesChange([...files, ...admitted]);
  };

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>
        {label} <span className="font-normal text-slate-500">(optional)</span>
      </Label>
      <Input
        id={id}
        type="file"
        multiple
        accept={reviewImageLimits.accept}
        disabled={disabled || full}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        aria-invalid={message ? true : undefined}
        onChange={(event) => choose(event.currentTarget)}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {reviewImagesHint}. {count} of {max} pictures{full ? ' (the most allowed)' : ''}.
      </p>
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
      {count > 0 ? (
        <ul aria-label="Chosen pictures" className="flex flex-wrap gap-2">
          {kept.map((url, index) => (
            <li key={url} className={tileClass}>
              <img src={url} alt="" className="size-full object-cover" loading="lazy" />
              <WithTooltip label={`Remove current picture ${index + 1}`}>
                <button
                  type="button"
                  className={removeClass}
                  aria-label={`Remove current picture ${index + 1}`}
                  disabled={disabled}
                  onClick={() => {
                    setProblem('');
                    onKeptChange?.(kept.filter((entry) => entry !== url));
                  }}
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </WithTooltip>
            </li>
          ))}
          {files.map((file, index) => {
            const preview = previews.get(file);
            return (
              <li key={fileKey(file)} className={tileClass}>
                {preview ? (
                  <img src={preview} alt={`Preview of ${file.name}`} className="size-full object-cover" />
                ) : (
                  <span className="flex size-full flex-col items-center justify-center gap-1 p-1 text-center">
                    <ImageIcon className="size-5 text-slate-400" aria-hidden="true" />
                    <span className="line-clamp-2 text-[10px] break-all text-slate-600">{file.name}</span>
                  </span>
                )}
                <WithTooltip label={`Remove ${file.name}`}>
                  <button
                    type="button"
                    className={cn(removeClass)}
                    aria-label={`Remove ${file.name}`}
                    disabled={disabled}
                    onClick={() => {
                      setProblem('');
                      onFilesChange(files.filter((_, at) => at !== index));
                    }}
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                </WithTooltip>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

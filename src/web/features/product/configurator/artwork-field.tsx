import { FileUp, X } from 'lucide-react';
import { useId } from 'react';
import {
  imagePreflight,
  type PrintDpiSetting,
  type PrintSize,
  pdfPreflight,
} from '#shared/artwork-preflight';
import { ArtworkCheckNote, FileThumbnail } from '#web/components/artwork-check.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { WithTooltip } from '#web/components/ui/tooltip.tsx';
import { formatFileSize } from '#web/lib/format.ts';
import { artworkAccept, chooseArtworkFiles } from './artwork-files.ts';
import { fieldLabelClass, RequiredMark } from './fields.tsx';
import { isPdfFile, useArtworkPreview } from './use-artwork-preview.ts';

interface ArtworkFieldProps {
  files: readonly File[];
  /** The chosen size's printed dimensions, which each image is checked against; null: no check. */
  printSize: PrintSize | null;
  /** One- or two-sided: a PDF is expected to have as many pages. */
  sides: 1 | 2;
  /** The shop's DPI thresholds for the product (its own or its category's); absent: by kind of print. */
  printDpi?: PrintDpiSetting | null;
  onChange: (files: File[]) => void;
  /** Upload mode: files are needed; create mode: reference files are optional. */
  required: boolean;
  problems: readonly string[];
  onProblems: (problems: string[]) => void;
}

/**
 * The file chooser (docs/product/storefront.md#the-configurator): several files, AI/PDF/PNG/JPG/JPEG, 10 MB
 * each, listed with a remove button.
 */
/** One chosen file: its thumbnail, name and size, its check at the chosen size (updated as the size changes). */
function ChosenFile({
  file,
  printSize,
  sides,
  printDpi,
  onRemove,
}: {
  file: File;
  printSize: PrintSize | null;
  sides: 1 | 2;
  printDpi: PrintDpiSetting | null;
  onRemove: () => void;
}) {
  const preview = useArtworkPreview(file);
  let check = null;
  if (printSize && preview.pixels) check = imagePreflight(preview.pixels, printSize, printDpi);
  else if (printSize && preview.pdf) check = pdfPreflight(preview.pdf, printSize, sides);
  return (
    <li className="flex items-start gap-3 px-3 py-2 text-sm">
      <FileThumbnail src={preview.url} className="size-12" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex items-center gap-2">
          <span className="min-w-0 flex-1 truncate text-slate-900">{file.name}</span>
          <span className="shrink-0 text-xs text-slate-500">{formatFileSize(file.size)}</span>
        </p>
        {check ? <ArtworkCheckNote check={check} /> : null}
        {preview.unreadable ? (
          <p className="text-xs font-medium text-red-700">
            {isPdfFile(file)
              ? 'This PDF could not be opened: it may be damaged or protected by a password.'
              : 'This image could not be opened: it may be damaged.'}
          </p>
        ) : null}
      </div>
      <WithTooltip label={`Remove ${file.name}`}>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`Remove ${file.name}`}
          onClick={onRemove}
        >
          <X aria-hidden="true" />
        </Button>
      </WithTooltip>
    </li>
  );
}

export function ArtworkField({
  files,
  printSize,
  sides,
  printDpi = null,
  onChange,
  required,
  problems,
  onProblems,
}: ArtworkFieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const problemsId = `${inputId}-problems`;
  return (
    <div>
      <label htmlFor={inputId} className={fieldLabelClass}>
        {required ? 'Upload Artwork Files' : 'Reference Files (optional)'}
        {required ? <RequiredMark /> : null}
      </label>
      <div className="relative mt-1.5 flex flex-col items-center rounded-lg border-2 border-dashed border-slate-300 bg-white px-4 py-5 text-center has-focus-visible:border-brand-500 has-focus-visible:outline-2 has-focus-visible:outline-brand-500 hover:border-brand-400">
        <FileUp className="size-7 text-brand-600" aria-hidden="true" />
        <p className="mt-2 text-sm font-medium text-slate-900">Choose files or drop them here</p>
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          AI, PDF, PNG, JPG or JPEG · max 10MB per file
        </p>
        <input
          id={inputId}
          type="file"
          multiple
          accept={artworkAccept}
          aria-describedby={problems.length > 0 ? `${hintId} ${problemsId}` : hintId}
          className="absolute inset-0 cursor-pointer opacity-0"
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            event.target.value = '';
            void chooseArtworkFiles(files, chosen).then((result) => {
              onChange(result.files);
              onProblems(result.problems);
            });
          }}
        />
      </div>
      {problems.length > 0 ? (
        <ul id={problemsId} role="alert" className="mt-2 space-y-1 text-sm font-medium text-red-700">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {files.length > 0 ? (
        <ul
          aria-label="Chosen files"
          className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200"
        >
          {files.map((file, index) => (
            <ChosenFile
              key={`${file.name}-${file.size}-${file.lastModified}`}
              file={file}
              printSize={printSize}
              sides={sides}
              printDpi={printDpi}
              onRemove={() => onChange(files.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { webMessages } from '#shared/errors';
import type { MediaItem } from '#shared/schemas/product';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { isUnauthorized } from '#web/lib/admin-session.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { type UploadKind, uploadLimits, uploadProblem, useUploadMedia } from '../api/upload-media.ts';
import { InlineMessage } from './form-fields.tsx';

interface MediaUploadFieldProps {
  kind: UploadKind;
  /** Called with the uploaded files as media items (numbered 0..n-1 by the server). */
  onUploaded: (media: MediaItem[]) => void;
}

const copy = {
  images: {
    label: 'Upload images',
    hint: `PNG, JPEG, WebP or GIF, max ${uploadLimits.images.maxFileLabel.replace(' ', '')} per file`,
    success: 'Images uploaded successfully',
    added: (count: number) => `${count} image(s) added to product`,
    failure: webMessages.uploadImagesFailed,
  },
  videos: {
    label: 'Upload videos',
    hint: 'MP4, MOV, AVI, MKV or WebM, max 50MB per file',
    success: 'Videos uploaded successfully',
    added: (count: number) => `${count} video(s) added to product`,
    failure: webMessages.uploadVideosFailed,
  },
} as const;

/** The server's reason for a refused upload (400/413/415), shown under the field. */
function reason(error: unknown): string {
  if (isApiError(error) && error.status !== 0 && error.status < 500) return error.message;
  return '';
}

/**
 * One file input per kind (docs/product/admin.md#products-tab); the chosen files are sent at once, with the
 * progress shown.
 */
export function MediaUploadField({ kind, onUploaded }: MediaUploadFieldProps) {
  const text = copy[kind];
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const mutation = useUploadMedia(kind);
  // An upload ends after later edits (a move, a removal): hand its items to the latest callback.
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);

  const fail = (why: string) => {
    setMessage(why);
    toast({ variant: 'destructive', title: webMessages.uploadFailed, description: text.failure });
  };

  const upload = async (input: HTMLInputElement) => {
    const files = Array.from(input.files ?? []);
    if (files.length === 0) return;
    setMessage('');
    const problem = uploadProblem(kind, files);
    if (problem) {
      input.value = '';
      fail(problem);
      return;
    }
    setProgress(0);
    try {
      const result = await mutation.mutateAsync({ files, onProgress: setProgress });
      onUploadedRef.current(result.media);
      toast({ title: text.success, description: text.added(result.media.length) });
    } catch (error) {
      if (!isUnauthorized(error)) fail(reason(error));
    } finally {
      setProgress(null);
      input.value = '';
    }
  };

  const percent = progress === null ? 0 : Math.round(progress * 100);
  return (
    <div className="space-y-2">
      <FormField label={text.label} description={text.hint}>
        <Input
          type="file"
          multiple
          accept={uploadLimits[kind].accept}
          disabled={progress !== null}
          onChange={(event) => void upload(event.currentTarget)}
        />
      </FormField>
      {progress !== null ? (
        <div>
          <p className="text-sm text-slate-700">
            Uploading {kind}… {percent}%
          </p>
          <progress
            className="mt-1 h-2 w-full accent-brand-600"
            max={100}
            value={percent}
            aria-label={`${text.label} progress`}
            aria-valuetext={`${percent}%`}
          />
        </div>
      ) : null}
      <InlineMessage>{message}</InlineMessage>
    </div>
  );
}

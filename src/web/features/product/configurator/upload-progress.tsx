/** How much of the artwork has gone up while an item is being added: nothing once the upload is done. */
export function UploadProgress({ progress }: { progress: number | null }) {
  if (progress === null) return null;
  return (
    <div>
      <p className="text-sm text-slate-700">Uploading files… {Math.round(progress * 100)}%</p>
      <progress
        className="mt-1 h-2 w-full accent-brand-600"
        max={1}
        value={progress}
        aria-label="Upload progress"
      />
    </div>
  );
}

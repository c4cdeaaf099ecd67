/** An upload's progress bar (SPEC §5 Images): `value` is the fraction sent (0–1); no value while preparing. */
export function UploadProgress({ value, label = 'Uploading' }: { value?: number; label?: string }) {
  return (
    <progress
      data-testid="media-upload-progress"
      aria-label={label}
      max={1}
      value={value}
      className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200 accent-sky-600 [&::-moz-progress-bar]:bg-sky-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-sky-600"
    />
  );
}

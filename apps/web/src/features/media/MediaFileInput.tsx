import type { Ref } from 'react';

/** The file types the media picker offers: images (HEIC too, which browsers may not label) and videos. */
export const MEDIA_ACCEPT = 'image/*,.heic,.heif,video/*';

/**
 * The media picker's hidden file input (SPEC §5 Images): a button clicks it; the chosen file goes to
 * `onFile` (the bytes are checked afterwards, not the name or this filter). Cleared after each choice, so
 * the same file can be chosen again.
 */
export function MediaFileInput({
  ref,
  onFile,
}: {
  ref: Ref<HTMLInputElement>;
  onFile: (file: File) => void;
}) {
  return (
    <input
      ref={ref}
      type="file"
      accept={MEDIA_ACCEPT}
      data-testid="media-file-input"
      aria-hidden="true"
      tabIndex={-1}
      className="hidden"
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}

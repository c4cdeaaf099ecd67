import { messages } from '@rep/shared';
import { useEffect, useId, useRef, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { toast } from 'sonner';
import { ImageRejectedError, prepareImage, uploadFile } from '../../state/media';
import { ImageCropper } from './ImageCropper';
import { PROFILE_IMAGE_SHAPES, type ProfileImageKind } from './imageKinds';
import { loadImage, renderCrop } from './renderCrop';

export interface ProfileImageFieldProps {
  kind: ProfileImageKind;
  /** The picture shown now: the saved one, or the one uploaded in this edit. */
  value: string | null;
  /** Called with `/storage/ipfs/<cid>` once the cropped picture is stored. */
  onChange: (url: string) => void;
  /** Tells the form an upload is under way (Save waits for it). */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * A profile picture of the 'Edit profile' form (issue 16): 'Choose' a file, checked and compressed by
 * `prepareImage` (SPEC §5 Images, §8 toasts), cropped to the kind's frame, rendered at its size on a canvas
 * and uploaded with `uploadFile` under a progress bar; 'Upload failed' on failure (SPEC §8).
 */
export function ProfileImageField({ kind, value, onChange, onBusyChange }: ProfileImageFieldProps) {
  const shape = PROFILE_IMAGE_SHAPES[kind];
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);
  useEffect(() => onBusyChange?.(source !== null), [source, onBusyChange]);

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    try {
      setSource(URL.createObjectURL(await prepareImage(file)));
    } catch (error) {
      if (error instanceof ImageRejectedError) toast.error(error.title, { description: error.description });
      else toast.error(messages.uploadFailed);
    }
  };

  const apply = async (area: Area) => {
    if (!source) return;
    setProgress(0);
    try {
      const blob = await renderCrop(await loadImage(source), area, shape.width, shape.height);
      const stored = await uploadFile(blob, { onProgress: setProgress });
      onChange(stored.url);
      setSource(null);
    } catch {
      toast.error(messages.uploadFailed);
    } finally {
      setProgress(null);
    }
  };

  const preview =
    kind === 'avatar' ? 'h-20 w-20 rounded-full object-cover' : 'aspect-[3/1] w-full rounded-lg object-cover';
  return (
    <fieldset className="flex flex-col gap-2" data-testid={`profile-${kind}-field`}>
      <legend className="text-sm font-medium text-slate-700">{shape.label}</legend>
      {source ? (
        <ImageCropper
          src={source}
          shape={shape}
          busy={progress !== null}
          onApply={apply}
          onCancel={() => setSource(null)}
        />
      ) : (
        <div className={kind === 'avatar' ? 'flex items-center gap-3' : 'flex flex-col gap-2'}>
          {value ? (
            <img
              src={value}
              alt={`Current ${shape.label.toLowerCase()}`}
              className={preview}
              data-testid={`profile-${kind}-preview`}
            />
          ) : (
            <div className={`${preview} bg-slate-100`} aria-hidden="true" />
          )}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/*"
            className="peer sr-only"
            data-testid={`profile-${kind}-input`}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <label
            htmlFor={inputId}
            className="inline-flex cursor-pointer items-center justify-center self-start rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sky-600"
          >
            {value ? `Change ${shape.label.toLowerCase()}` : `Add ${shape.label.toLowerCase()}`}
          </label>
        </div>
      )}
      {progress !== null && (
        <progress
          className="h-2 w-full accent-sky-600"
          max={1}
          value={progress}
          aria-label={`Uploading ${shape.label.toLowerCase()}`}
          data-testid={`profile-${kind}-progress`}
        />
      )}
    </fieldset>
  );
}

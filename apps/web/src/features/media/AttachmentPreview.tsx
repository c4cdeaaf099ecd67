import { isYoutubeLink, messages } from '@rep/shared';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { AltTextEditor } from './AltTextEditor';
import { UploadProgress } from './UploadProgress';
import type { MediaAttachmentState } from './useMediaAttachment';
import { InvalidVideoLink, VideoEmbed } from './VideoEmbed';

function RemoveButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      data-testid="media-remove"
      aria-label="Remove media"
      onClick={onClick}
      className="absolute top-2 right-2 rounded-full bg-slate-900/75 p-1.5 text-white hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-white"
    >
      <svg aria-hidden="true" width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor">
        <path d="M18 6 6 18M6 6l12 12" strokeWidth={2.5} strokeLinecap="round" />
      </svg>
    </button>
  );
}

/**
 * The composer's attached media (SPEC §5 Images): its preview with a remove button, the upload's progress
 * bar, 'Upload failed' with Retry, the 'Add description' control of an image, a video link's player or
 * 'Invalid url'.
 */
export function AttachmentPreview({ state }: { state: MediaAttachmentState }) {
  const { attachment, alt, setAlt, retry, remove } = state;
  const [editingAlt, setEditingAlt] = useState(false);
  if (!attachment) return null;
  if (attachment.status === 'invalid') {
    return (
      <div data-testid="media-attachment" className="relative mt-2">
        <InvalidVideoLink className="pr-10" />
        <RemoveButton onClick={remove} />
      </div>
    );
  }
  const kind = attachment.status === 'done' ? attachment.media.type : attachment.kind;
  const link =
    attachment.status === 'done' && isYoutubeLink(attachment.media.url) ? attachment.media.url : null;
  return (
    <div data-testid="media-attachment" data-status={attachment.status} className="relative mt-2">
      {link ? (
        <VideoEmbed link={link} />
      ) : kind === 'Video' ? (
        // biome-ignore lint/a11y/useMediaCaption: a preview of the user's own video
        <video src={attachment.preview} controls className="max-h-72 w-full rounded-xl bg-black" />
      ) : (
        <img
          src={attachment.preview}
          alt={alt || 'Attached image'}
          className="max-h-72 w-full rounded-xl bg-slate-100 object-contain"
        />
      )}
      <RemoveButton onClick={remove} />
      {(attachment.status === 'preparing' || attachment.status === 'uploading') && (
        <div className="mt-2">
          <UploadProgress value={attachment.status === 'uploading' ? attachment.progress : undefined} />
        </div>
      )}
      {attachment.status === 'failed' && (
        <div data-testid="media-upload-failed" className="mt-2 flex items-center gap-2 text-sm text-red-800">
          <span className="flex-1 font-semibold">{messages.uploadFailed}</span>
          <Button variant="secondary" data-testid="media-retry" onClick={retry}>
            Retry
          </Button>
          <Button variant="ghost" onClick={remove}>
            Remove
          </Button>
        </div>
      )}
      {kind === 'Image' && attachment.status !== 'failed' && (
        <>
          <button
            type="button"
            data-testid="media-add-alt"
            onClick={() => setEditingAlt(true)}
            className="absolute bottom-2 left-2 rounded bg-slate-900/80 px-2 py-1 text-xs font-bold text-white hover:bg-slate-900 focus-visible:outline-2 focus-visible:outline-white"
          >
            {alt ? 'Edit description' : 'Add description'}
          </button>
          <AltTextEditor
            open={editingAlt}
            onOpenChange={setEditingAlt}
            preview={attachment.preview}
            value={alt}
            onSave={setAlt}
          />
        </>
      )}
    </div>
  );
}

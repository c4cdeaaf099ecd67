import { MEDIA_VIDEO_MAX_BYTES, messages, type PostMedia, youtubeEmbedUrl } from '@rep/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ImageRejectedError, prepareImage, uploadFile } from '../../state/media';

/**
 * The composer's attached media (SPEC §5 Images): a file on its way (`preparing` → `uploading` → `done`, or
 * `failed` with a retry), a link (a GIF, a video link: `done` at once), or a refused video link (`invalid`).
 */
export type MediaAttachment =
  | { status: 'preparing' | 'uploading'; kind: 'Image' | 'Video'; preview: string; progress: number }
  | { status: 'failed'; kind: 'Image' | 'Video'; preview: string; error: string }
  | { status: 'done'; media: PostMedia; preview: string }
  | { status: 'invalid'; link: string };

/** True for a file the browser says is a video (uploaded as it is: no re-encoding in the browser). */
const isVideoFile = (file: File): boolean => file.type.startsWith('video/');

/**
 * State and actions of one attachment: `attachFile` prepares (images: prepareImage) and uploads a file with
 * progress, `attachLink` attaches a GIF or a video link, `attachVideoLink` checks a pasted YouTube link
 * ('Invalid url' when it cannot be played), `retry` uploads a failed file again, `remove` drops it (and
 * cancels an upload), `setAlt` sets an image's description. `media` is what the post carries once uploaded;
 * `busy` is true while a file is on its way (Post is disabled then, SPEC §5).
 */
export function useMediaAttachment() {
  const [attachment, setAttachment] = useState<MediaAttachment | null>(null);
  const [alt, setAlt] = useState('');
  const file = useRef<File | null>(null);
  const abort = useRef<AbortController | null>(null);
  const previewUrl = useRef<string | null>(null);

  const releasePreview = useCallback(() => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = null;
  }, []);

  useEffect(
    () => () => {
      abort.current?.abort();
      releasePreview();
    },
    [releasePreview],
  );

  const upload = useCallback(async (chosen: File, kind: 'Image' | 'Video', preview: string) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setAttachment({ status: 'preparing', kind, preview, progress: 0 });
    try {
      const ready = kind === 'Image' ? await prepareImage(chosen, { signal: controller.signal }) : chosen;
      if (controller.signal.aborted) return;
      setAttachment({ status: 'uploading', kind, preview, progress: 0 });
      const stored = await uploadFile(ready, {
        signal: controller.signal,
        onProgress: (progress) =>
          !controller.signal.aborted && setAttachment({ status: 'uploading', kind, preview, progress }),
      });
      if (controller.signal.aborted) return;
      setAttachment({ status: 'done', media: { type: kind, url: stored.url }, preview });
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof ImageRejectedError) {
        toast.error(error.title, { description: error.description });
        setAttachment(null);
        return;
      }
      const reason = error instanceof Error ? error.message : '';
      toast.error(messages.uploadFailed, { description: reason || undefined });
      setAttachment({ status: 'failed', kind, preview, error: reason });
    }
  }, []);

  const attachFile = useCallback(
    (chosen: File) => {
      const kind = isVideoFile(chosen) ? 'Video' : 'Image';
      if (kind === 'Video' && chosen.size > MEDIA_VIDEO_MAX_BYTES) {
        toast.error(messages.uploadFailed, {
          description: `Videos are at most ${MEDIA_VIDEO_MAX_BYTES / (1024 * 1024)} MB`,
        });
        return;
      }
      releasePreview();
      previewUrl.current = URL.createObjectURL(chosen);
      file.current = chosen;
      setAlt('');
      void upload(chosen, kind, previewUrl.current);
    },
    [releasePreview, upload],
  );

  const retry = useCallback(() => {
    if (attachment?.status !== 'failed' || !file.current) return;
    void upload(file.current, attachment.kind, attachment.preview);
  }, [attachment, upload]);

  const remove = useCallback(() => {
    abort.current?.abort();
    abort.current = null;
    file.current = null;
    releasePreview();
    setAttachment(null);
    setAlt('');
  }, [releasePreview]);

  const attachLink = useCallback(
    (media: PostMedia) => {
      remove();
      setAttachment({ status: 'done', media, preview: media.url });
    },
    [remove],
  );

  /** Attaches a pasted YouTube link as a Video, or shows 'Invalid url' for one YouTube cannot play. */
  const attachVideoLink = useCallback(
    (link: string) => {
      remove();
      const embed = youtubeEmbedUrl(link);
      setAttachment(
        embed
          ? { status: 'done', media: { type: 'Video', url: link.trim() }, preview: embed }
          : { status: 'invalid', link },
      );
    },
    [remove],
  );

  const busy = attachment?.status === 'preparing' || attachment?.status === 'uploading';
  const media: PostMedia | null =
    attachment?.status === 'done'
      ? {
          ...attachment.media,
          ...(attachment.media.type === 'Image' && alt.trim() ? { alt: alt.trim() } : {}),
        }
      : null;
  return { attachment, alt, setAlt, attachFile, attachLink, attachVideoLink, retry, remove, busy, media };
}

/** The hook's answer, for components that render or drive an attachment. */
export type MediaAttachmentState = ReturnType<typeof useMediaAttachment>;

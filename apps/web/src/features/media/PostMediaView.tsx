import { type PostMedia, STORED_MEDIA_PATH } from '@rep/shared';
import { lazy, Suspense, useState } from 'react';
import { serverFileUrl } from '../../app/frame';
import { AltBadge } from './AltBadge';
import { VideoEmbed } from './VideoEmbed';

const ImageLightbox = lazy(() => import('./ImageLightbox'));

/**
 * A post's image, GIF or video (SPEC §3 media types, issue 16); nothing for `Standard`. An image or GIF
 * carries its description as `alt` and an 'ALT' badge, and opens the lightbox on click; a video is an
 * uploaded file (`/storage/ipfs/<cid>`, played with controls) or a YouTube link (youtube-nocookie player,
 * 'Invalid url' when it cannot be played).
 */
export function PostMediaView({ media }: { media: PostMedia | undefined | null }) {
  const [viewing, setViewing] = useState(false);
  if (!media?.url || media.type === 'Standard') return null;
  const src = serverFileUrl(media.url);
  if (media.type === 'Video') {
    if (STORED_MEDIA_PATH.test(media.url)) {
      return (
        // biome-ignore lint/a11y/useMediaCaption: user videos come without captions
        <video
          data-testid="post-video"
          src={src}
          controls
          preload="metadata"
          className="mt-2 max-h-96 w-full rounded-xl bg-black"
        />
      );
    }
    return <VideoEmbed link={media.url} className="mt-2" />;
  }
  const alt = media.alt ?? '';
  return (
    <div className="relative mt-2">
      <button
        type="button"
        data-testid="post-image"
        aria-label={alt ? `View image: ${alt}` : 'View image'}
        onClick={(event) => {
          event.stopPropagation();
          setViewing(true);
        }}
        className="block w-full cursor-zoom-in overflow-hidden rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
      >
        <img src={src} alt={alt} loading="lazy" className="max-h-96 w-full object-cover" />
      </button>
      {alt && <AltBadge alt={alt} />}
      {viewing && (
        <Suspense fallback={null}>
          <ImageLightbox open images={[{ src, alt }]} onClose={() => setViewing(false)} />
        </Suspense>
      )}
    </div>
  );
}

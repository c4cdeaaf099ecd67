import type { Post } from '@rep/shared';

/** A post's image, GIF or video (SPEC §3 media types); nothing for `Standard`. */
export function PostMedia({ media }: { media: Post['media'] }) {
  if (!media?.url || media.type === 'Standard') return null;
  if (media.type === 'Video') {
    // biome-ignore lint/a11y/useMediaCaption: user videos come without captions
    return <video src={media.url} controls className="mt-2 max-h-96 w-full rounded-xl bg-black" />;
  }
  return (
    <img src={media.url} alt="" loading="lazy" className="mt-2 max-h-96 w-full rounded-xl object-cover" />
  );
}

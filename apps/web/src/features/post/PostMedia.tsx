import type { Post } from '@rep/shared';
import { PostMediaView } from '../media/PostMediaView';

/** A post's image, GIF or video on its card and page (SPEC §3 media types): see {@link PostMediaView}. */
export function PostMedia({ media }: { media: Post['media'] }) {
  return <PostMediaView media={media} />;
}

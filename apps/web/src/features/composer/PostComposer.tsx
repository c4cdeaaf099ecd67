import type { QueryKey } from '@tanstack/react-query';
import { draftId, useCreatePostMutation } from '../../state/queries/createPost';
import { usePostLimitQuery } from '../../state/queries/profiles';
import { Composer } from './Composer';

export interface PostComposerProps {
  communityId: string;
  /** The lists the new post is shown at the top of. */
  listKeys: QueryKey[];
  /** Set for a reply: the parent post id. */
  parentId?: string;
}

/** The composer wired to post creation and the post limit (signed-in viewers only). */
export function PostComposer({ communityId, listKeys, parentId }: PostComposerProps) {
  const createPost = useCreatePostMutation({ communityId, listKeys, parentId });
  const postLimit = usePostLimitQuery();
  return (
    <Composer
      onSubmit={(body) => createPost.mutate({ body, tempId: draftId() })}
      publishing={createPost.isPending}
      limitReached={postLimit.data?.available === 0}
      placeholder={parentId ? 'Post your reply' : undefined}
      submitLabel={parentId ? 'Reply' : 'Post'}
      defaultExpanded={!!parentId}
    />
  );
}

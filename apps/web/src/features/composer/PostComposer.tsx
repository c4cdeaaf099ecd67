import { communityPrefix, type PostType, type UserProfile } from '@rep/shared';
import type { QueryKey } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { draftId, useCreatePostMutation } from '../../state/queries/createPost';
import type { CachedPost, PostRefs } from '../../state/queries/postCache';
import { feedKeysFor, postKeys } from '../../state/queries/posts';
import { usePostLimitQuery } from '../../state/queries/profiles';
import { useAccountId } from '../../state/session';
import { useGuard } from '../kyc/useGuard';
import { replyTypeFor } from '../post/postRules';
import { QuotedPost } from '../post/QuotedPost';
import { Composer, type ComposerSubmit } from './Composer';

export interface PostComposerProps {
  communityId: string;
  /** Set for a reply: the post replied to (its type sets the reply's: answer, comment, reply). */
  parent?: CachedPost;
  /** Set in quote mode: the quoted post and its author. */
  quote?: { post: CachedPost; author?: UserProfile };
  /** Called after a post was handed over for publishing (the compose modal closes, the feed shows its kind). */
  onSubmitted?: (postType: PostType) => void;
}

/** The post type each composer mode creates (outside quote mode and replies). */
const MODE_TYPES: Record<ComposerSubmit['mode'], PostType> = {
  post: 'Standard',
  poll: 'Poll',
  question: 'Question',
  live: 'LiveSchedule',
};

/** The post type and the lists a new post goes to, from the composer's mode and context. */
function target(
  submit: ComposerSubmit,
  { communityId, parent, quote }: PostComposerProps,
  viewer: string | null,
): { postType: PostType; listKeys: QueryKey[] } {
  if (parent) {
    const base = replyTypeFor(parent.postType.type);
    const postType = base === 'Reply' && submit.alsoToFeed ? 'OutThreadReply' : base;
    const feeds = postType === 'OutThreadReply' ? feedKeysFor(communityId, postType, viewer) : [];
    return { postType, listKeys: [postKeys.replies(parent.id, viewer), ...feeds] };
  }
  const postType: PostType = quote ? 'QuotePost' : MODE_TYPES[submit.mode];
  return { postType, listKeys: feedKeysFor(communityId, postType, viewer) };
}

/** What the quoted post's embed looks up. */
function quoteRefs({ post, author }: NonNullable<PostComposerProps['quote']>): PostRefs {
  return {
    posts: { [post.id]: post },
    polls: {},
    lives: {},
    userProfiles: author ? { [author.id]: author } : {},
  };
}

/** The composer wired to post creation, the guard and the post limit (signed-in viewers only). */
export function PostComposer(props: PostComposerProps) {
  const { communityId, parent, quote, onSubmitted } = props;
  const viewer = useAccountId();
  const navigate = useNavigate();
  const guard = useGuard();
  const createPost = useCreatePostMutation();
  const postLimit = usePostLimitQuery();
  const prefix = communityPrefix(communityId);
  const isReply = !!parent;
  const replyType = parent ? replyTypeFor(parent.postType.type) : null;
  // The reply box's heading and button: 'Answer' under a question, 'Reply' under anything else.
  const replyLabel = replyType === 'Answer' ? 'Answer' : isReply ? 'Reply' : undefined;

  const submit = (composed: ComposerSubmit) => {
    if (!guard(isReply ? 'reply' : 'post')) return false;
    const { postType, listKeys } = target(composed, props, viewer);
    createPost.mutate({
      communityId,
      postType,
      title: composed.title,
      body: composed.body,
      reference: parent ?? quote?.post,
      referenceAuthor: quote?.author,
      poll: composed.poll,
      live: composed.live,
      media: composed.media,
      listKeys,
      tempId: draftId(),
    });
    onSubmitted?.(postType);
    return true;
  };

  return (
    <Composer
      onSubmit={submit}
      publishing={createPost.isPending}
      limitReached={postLimit.data?.available === 0}
      placeholder={replyType === 'Answer' ? 'Post your answer' : isReply ? 'Post your reply' : undefined}
      submitLabel={replyLabel ?? 'Post'}
      heading={replyLabel}
      defaultExpanded={isReply || !!quote}
      toolbar={!isReply}
      gifPicker={!isReply}
      alsoToFeedOption={replyType === 'Reply'}
      quoted={quote && <QuotedPost postId={quote.post.id} refs={quoteRefs(quote)} prefix={prefix} />}
      onArticle={() => navigate(paths.createArticle(prefix))}
    />
  );
}

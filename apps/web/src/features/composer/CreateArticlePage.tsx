import { ARTICLE_BODY_MAX, messages, readingTime, resolveCommunity, TITLE_MAX } from '@rep/shared';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { usePageTitle } from '../../app/usePageTitle';
import { draftId, useCreatePostMutation } from '../../state/queries/createPost';
import { feedKeysFor } from '../../state/queries/posts';
import { usePostLimitQuery } from '../../state/queries/profiles';
import { useAccountId } from '../../state/session';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { SignInPrompt } from '../auth/SignInPrompt';
import { useGuard } from '../kyc/useGuard';

/**
 * The article editor (`/:community/create-article`): a title and a plain-text body (the rich editor comes
 * later). Publishing opens the new article.
 */
export function CreateArticlePage() {
  const communityId = resolveCommunity(useParams().community);
  const viewer = useAccountId();
  usePageTitle('New article');
  const navigate = useNavigate();
  const guard = useGuard();
  const createPost = useCreatePostMutation();
  const limitReached = usePostLimitQuery().data?.available === 0;
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');

  if (!viewer) return <SignInPrompt action="to write an article." />;
  const canPublish = title.trim() !== '' && body.trim() !== '' && !createPost.isPending && !limitReached;

  const publish = () => {
    if (!canPublish || !guard('post')) return;
    createPost.mutate(
      {
        communityId,
        postType: 'Article',
        title: title.trim(),
        body: body.trim(),
        listKeys: feedKeysFor(communityId, 'Article', viewer),
        tempId: draftId(),
      },
      { onSuccess: (post) => navigate(paths.thread(post)) },
    );
  };

  return (
    <section aria-labelledby="create-article-heading" className="flex flex-col gap-4 px-4 py-4">
      <h1 id="create-article-heading" className="text-xl font-bold text-slate-900">
        New article
      </h1>
      <TextField
        label="Title"
        required
        data-testid="article-title"
        maxLength={TITLE_MAX}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        <span>
          Body<span className="text-red-600"> *</span>
        </span>
        <textarea
          data-testid="article-body"
          required
          rows={16}
          maxLength={ARTICLE_BODY_MAX}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          className="resize-y rounded-lg border border-slate-300 px-3 py-2 text-base font-normal outline-none focus:border-sky-500 focus:ring-2 focus:ring-sky-200"
        />
      </label>
      <div className="flex items-center justify-end gap-3 text-sm text-slate-500">
        <span data-testid="article-reading-time">{readingTime(body)} read</span>
        <span title={limitReached ? messages.postLimitReached : undefined}>
          <Button
            data-testid="article-publish"
            onClick={publish}
            disabled={!canPublish}
            loading={createPost.isPending}
          >
            Publish
          </Button>
        </span>
      </div>
      {limitReached && <p className="text-right text-xs text-red-600">{messages.postLimitReached}</p>}
    </section>
  );
}

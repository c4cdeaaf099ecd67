import { ARTICLE_BODY_MAX, messages, readingTime, resolveCommunity, slugify, TITLE_MAX } from '@rep/shared';
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
import '../article/article.css';
import { SignInPrompt } from '../auth/SignInPrompt';
import { type ArticleDraft, ArticleEditor } from '../editor/ArticleEditor';
import { useGuard } from '../kyc/useGuard';

/**
 * The article editor (`/:community/create-article`, SPEC §2, issue 16): a required title, its slug (SPEC §5)
 * and the Tiptap rich-text body (this route's chunk is the only one carrying Tiptap). Publishing sends the
 * editor's JSON document and its plain text; the server renders and sanitises the HTML. Opens the new article.
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
  const [draft, setDraft] = useState<ArticleDraft>({ document: { type: 'doc' }, text: '' });

  if (!viewer) return <SignInPrompt action="to write an article." />;
  const body = draft.text.trim();
  const hasContent = body !== '' || JSON.stringify(draft.document).match(/"type":"(image|youtube)"/) !== null;
  const tooLong = body.length > ARTICLE_BODY_MAX;
  const canPublish = title.trim() !== '' && hasContent && !tooLong && !createPost.isPending && !limitReached;
  const slug = slugify(title.trim());

  const publish = () => {
    if (!canPublish || !guard('post')) return;
    createPost.mutate(
      {
        communityId,
        postType: 'Article',
        title: title.trim(),
        body,
        document: draft.document as Record<string, unknown>,
        listKeys: feedKeysFor(communityId, 'Article', viewer),
        tempId: draftId(),
      },
      { onSuccess: (post) => navigate(paths.thread(post)) },
    );
  };

  return (
    <section aria-labelledby="create-article-heading" className="flex min-w-0 flex-col gap-4 px-4 py-4">
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
      {slug && (
        <p data-testid="article-slug" className="-mt-3 truncate text-xs text-slate-500">
          Slug: {slug}
        </p>
      )}
      <div className="flex flex-col gap-1">
        <span id="article-body-label" className="text-sm font-medium text-slate-700">
          Body<span className="text-red-600"> *</span>
        </span>
        <ArticleEditor label="Article body" onChange={setDraft} />
        {tooLong && <p className="text-xs text-red-600">must be at most {ARTICLE_BODY_MAX} characters</p>}
      </div>
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

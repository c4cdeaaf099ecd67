import { type FeedKind, messages, resolveCommunity } from '@rep/shared';
import { useParams, useSearchParams } from 'react-router';
import { routePrefix } from '../../app/paths';
import { useRequireSession } from '../../app/useRequireSession';
import { type FeedMode, feedKindsOf, useFeedQuery } from '../../state/queries/posts';
import { useAccountId } from '../../state/session';
import { TabBar } from '../../ui/TabBar';
import { SignInPrompt } from '../auth/SignInPrompt';
import { PostComposer } from '../composer/PostComposer';
import { PostList } from '../post/PostList';

type ListedKind = Extract<FeedKind, 'Reps' | 'Articles' | 'Questions'>;

const modeTabs: Array<{ key: FeedMode; label: string }> = [
  { key: 'for-you', label: messages.forYou },
  { key: 'following', label: messages.following },
];
const kindTabs: Array<{ key: ListedKind; label: string }> = [
  { key: 'Reps', label: 'Reps' },
  { key: 'Articles', label: 'Articles' },
  { key: 'Questions', label: 'Questions' },
];

const kindOf = (param: string | null): ListedKind =>
  kindTabs.find((tab) => tab.key.toLowerCase() === param)?.key ?? 'Reps';

/**
 * The home feed of a community (`/` and `/:community`): 'For you' or 'Following' (`?feed=following`), of
 * Reps, Articles or Questions (`?kind=articles`).
 */
export function FeedPage() {
  const { community } = useParams();
  const communityId = resolveCommunity(community);
  const prefix = routePrefix(community);
  const [searchParams, setSearchParams] = useSearchParams();
  const mode: FeedMode = searchParams.get('feed') === 'following' ? 'following' : 'for-you';
  const kind = kindOf(searchParams.get('kind'));
  const viewer = useAccountId();
  const requireSession = useRequireSession();
  const query = useFeedQuery(communityId, mode, kind);

  const navigate = (nextMode: FeedMode, nextKind: ListedKind) => {
    const params: Record<string, string> = {};
    if (nextMode === 'following') params.feed = 'following';
    if (nextKind !== 'Reps') params.kind = nextKind.toLowerCase();
    setSearchParams(params, { replace: true });
  };
  const selectMode = (next: FeedMode) => {
    if (next === 'following') requireSession(() => navigate(next, kind));
    else navigate(next, kind);
  };

  return (
    <>
      <TabBar tabs={modeTabs} selected={mode} onSelect={selectMode} label="Feed" testIdPrefix="feed-tab" />
      <div role="tablist" aria-label="Feed kind" className="flex gap-2 border-b border-slate-200 px-4 py-2">
        {kindTabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            data-testid={`feed-kind-${tab.key.toLowerCase()}`}
            aria-selected={kind === tab.key}
            onClick={() => navigate(mode, tab.key)}
            className={`rounded-full px-3 py-1 text-sm font-semibold ${
              kind === tab.key ? 'bg-slate-900 text-white' : 'bg-slate-100 text-slate-600 hover:bg-slate-200'
            }`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {viewer ? (
        <PostComposer
          communityId={communityId}
          onSubmitted={(type) => {
            // A question posted from the Reps tab shows on the Questions tab.
            const kinds = feedKindsOf(type);
            const shown = kindTabs.find((tab) => kinds.includes(tab.key));
            if (shown && !kinds.includes(kind)) navigate(mode, shown.key);
          }}
        />
      ) : (
        <SignInPrompt action="to post, reply and like." />
      )}
      <PostList
        query={query}
        prefix={prefix}
        label={`${mode === 'following' ? 'Following' : 'For you'} ${kind}`}
        emptyText="No posts yet."
      />
    </>
  );
}

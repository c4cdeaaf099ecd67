import { type FeedKind, messages, resolveCommunity } from '@rep/shared';
import { useParams, useSearchParams } from 'react-router';
import { communityLinks, routePrefix } from '../../app/paths';
import { usePageTitle } from '../../app/usePageTitle';
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
  const label = communityLinks.find((link) => link.prefix === prefix)?.label ?? 'Rep';
  // The Rep community's feed is the app's front page: plain 'Rep'.
  usePageTitle(label === 'Rep' ? undefined : label);

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
      <h1 className="sr-only">{label}</h1>
      <TabBar tabs={modeTabs} selected={mode} onSelect={selectMode} label="Feed" testIdPrefix="feed-tab" />
      <TabBar
        tabs={kindTabs}
        selected={kind}
        onSelect={(next) => navigate(mode, next)}
        label="Feed kind"
        testIdPrefix="feed-kind"
        variant="pills"
      />
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

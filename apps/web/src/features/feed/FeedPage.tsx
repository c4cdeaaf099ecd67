import { resolveCommunity } from '@rep/shared';
import { useParams, useSearchParams } from 'react-router';
import { routePrefix } from '../../app/paths';
import { useRequireSession } from '../../app/useRequireSession';
import { type FeedKind, postKeys, useFeedQuery } from '../../state/queries/posts';
import { useAccountId } from '../../state/session';
import { SignInPrompt } from '../auth/SignInPrompt';
import { PostComposer } from '../composer/PostComposer';
import { PostList } from '../post/PostList';

const tabs: Array<{ kind: FeedKind; label: string; testId: string }> = [
  { kind: 'for-you', label: 'For you', testId: 'feed-tab-for-you' },
  { kind: 'following', label: 'Following', testId: 'feed-tab-following' },
];

/** The home feed of a community (`/` and `/:community`), 'For you' or 'Following'. */
export function FeedPage() {
  const { community } = useParams();
  const communityId = resolveCommunity(community);
  const prefix = routePrefix(community);
  const [searchParams, setSearchParams] = useSearchParams();
  const kind: FeedKind = searchParams.get('feed') === 'following' ? 'following' : 'for-you';
  const viewer = useAccountId();
  const requireSession = useRequireSession();
  const query = useFeedQuery(communityId, kind);

  const select = (next: FeedKind) => {
    const apply = () => setSearchParams(next === 'following' ? { feed: 'following' } : {}, { replace: true });
    if (next === 'following') requireSession(apply);
    else apply();
  };

  return (
    <>
      <div
        role="tablist"
        aria-label="Feed"
        className="sticky top-14 z-10 flex border-b border-slate-200 bg-white/90 backdrop-blur"
      >
        {tabs.map((tab) => (
          <button
            key={tab.kind}
            type="button"
            role="tab"
            data-testid={tab.testId}
            aria-selected={kind === tab.kind}
            onClick={() => select(tab.kind)}
            className={`flex-1 py-3 text-sm font-semibold transition-colors hover:bg-slate-100 ${
              kind === tab.kind ? 'border-b-2 border-sky-600 text-slate-900' : 'text-slate-500'
            }`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {viewer ? (
        <PostComposer
          communityId={communityId}
          listKeys={[
            postKeys.feed(communityId, 'for-you', viewer),
            postKeys.feed(communityId, 'following', viewer),
          ]}
        />
      ) : (
        <SignInPrompt action="to post, reply and like." />
      )}
      <PostList
        query={query}
        prefix={prefix}
        label={kind === 'following' ? 'Following feed' : 'For you feed'}
        emptyText="No posts yet."
      />
    </>
  );
}

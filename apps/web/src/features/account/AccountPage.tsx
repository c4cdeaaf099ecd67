import { FEED_KINDS, type FeedKind, messages, type UserProfile } from '@rep/shared';
import { useParams, useSearchParams } from 'react-router';
import { routePrefix } from '../../app/paths';
import { usePageTitle } from '../../app/usePageTitle';
import { useAccountPostsQuery } from '../../state/queries/accountPosts';
import { useFollowListQuery } from '../../state/queries/profileLists';
import { useProfileQuery } from '../../state/queries/profiles';
import { Spinner } from '../../ui/Spinner';
import { TabBar } from '../../ui/TabBar';
import { ProfileList } from '../people/ProfileList';
import { PostList } from '../post/PostList';
import { ProfileHeader } from './ProfileHeader';

/** The tabs of an account page (SPEC §2 `?tab=`). */
export const ACCOUNT_TABS = ['Reps', 'Articles', 'Questions', 'People', 'Streams'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

const tabs = ACCOUNT_TABS.map((key) => ({ key, label: key }));

/** What an account that blocked the viewer shows instead of its posts (SPEC §4: a restricted message). */
export const restrictedText = 'This account has restricted who can see its posts.';

const isKind = (tab: AccountTab): tab is FeedKind => tab in FEED_KINDS;

function KindPosts({ accountId, kind, prefix }: { accountId: string; kind: FeedKind; prefix: string }) {
  const query = useAccountPostsQuery(accountId, kind);
  return <PostList query={query} prefix={prefix} label={kind} emptyText={`No ${kind.toLowerCase()} yet.`} />;
}

function FollowingPeople({ accountId, prefix }: { accountId: string; prefix: string }) {
  const query = useFollowListQuery(accountId, 'following');
  return (
    <ProfileList query={query} prefix={prefix} label="Following" emptyText="Not following anyone yet." />
  );
}

/** Why an account's content is hidden, or null when it shows (SPEC §4 "Blocking and deleted content"). */
function hiddenReason(profile: UserProfile | null): string | null {
  if (!profile || profile.status === 'Deleted') return messages.accountGone;
  if (profile.status === 'Blocks') return messages.blockedContent;
  if (profile.status === 'IsBlocked') return restrictedText;
  return null;
}

/**
 * The account page (`/:community/account/:accountId?tab=`): the profile header, then the account's Reps,
 * Articles, Questions, Streams (`/post/user` by feed kind) or People (whom it follows).
 */
export function AccountPage() {
  const params = useParams();
  const accountId = params.accountId ?? '';
  const prefix = routePrefix(params.community);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab') as AccountTab | null;
  const tab: AccountTab = requested && ACCOUNT_TABS.includes(requested) ? requested : 'Reps';
  const profileQuery = useProfileQuery(accountId);
  const shown = profileQuery.data;
  usePageTitle(shown ? `${shown.displayName}${shown.username ? ` (@${shown.username})` : ''}` : undefined);

  if (profileQuery.isPending) {
    return (
      <div className="flex justify-center py-10 text-sky-600">
        <Spinner label="Loading" />
      </div>
    );
  }
  const profile = profileQuery.data ?? null;
  const hidden = hiddenReason(profile);

  return (
    <>
      <ProfileHeader profile={profile} accountId={accountId} prefix={prefix} />
      {hidden ? (
        <p data-testid="account-hidden" className="px-4 py-10 text-center text-sm text-slate-500">
          {hidden}
        </p>
      ) : (
        <>
          <TabBar
            tabs={tabs}
            selected={tab}
            label="Account"
            testIdPrefix="account-tab"
            onSelect={(next) => setSearchParams(next === 'Reps' ? {} : { tab: next }, { replace: true })}
          />
          {isKind(tab) ? (
            <KindPosts key={tab} accountId={accountId} kind={tab} prefix={prefix} />
          ) : (
            <FollowingPeople accountId={accountId} prefix={prefix} />
          )}
        </>
      )}
    </>
  );
}

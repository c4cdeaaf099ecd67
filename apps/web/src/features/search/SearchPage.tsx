import { COMMUNITY_ID_PATTERN, COMMUNITY_PREFIXES, resolveCommunity } from '@rep/shared';
import { type FormEvent, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { routePrefix } from '../../app/paths';
import { usePageTitle } from '../../app/usePageTitle';
import { type PostSearchKind, useHashtagPostsQuery, useSearchPostsQuery } from '../../state/queries/search';
import { Button } from '../../ui/Button';
import { TabBar } from '../../ui/TabBar';
import { PeopleResults } from '../people/PeopleResults';
import { PostList } from '../post/PostList';
import { checkSearch, parseSearchInput } from './searchText';

type SearchTab = 'reps' | 'articles' | 'questions' | 'people';

const tabs: Array<{ key: SearchTab; label: string }> = [
  { key: 'reps', label: 'Reps' },
  { key: 'articles', label: 'Articles' },
  { key: 'questions', label: 'Questions' },
  { key: 'people', label: 'People' },
];
const kinds: Record<Exclude<SearchTab, 'people'>, PostSearchKind> = {
  reps: 'Reps',
  articles: 'Articles',
  questions: 'Questions',
};

function HashtagResults(props: {
  hashtag: string;
  kind: PostSearchKind;
  communityId: string | null;
  prefix: string;
}) {
  const query = useHashtagPostsQuery(props.hashtag, props.kind, props.communityId);
  return (
    <PostList query={query} prefix={props.prefix} label={`#${props.hashtag}`} emptyText="No posts found." />
  );
}

function KeywordResults(props: {
  keyword: string;
  kind: PostSearchKind;
  communityId: string | null;
  prefix: string;
}) {
  const query = useSearchPostsQuery(props.keyword, props.kind, props.communityId);
  return <PostList query={query} prefix={props.prefix} label="Search results" emptyText="No posts found." />;
}

/** A community id or route prefix from the query, null for all communities. */
function searchCommunity(param: string | null): string | null {
  if (!param) return null;
  if (param.toLowerCase() in COMMUNITY_PREFIXES) return resolveCommunity(param);
  return COMMUNITY_ID_PATTERN.test(param) ? param : null;
}

/** The search box: submit is blocked when empty or over 1000 characters ('The text is too long'). */
function SearchForm({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(initial);
  const { error, canSubmit } = checkSearch(text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) onSearch(text);
  };
  return (
    <search>
      <form onSubmit={submit} className="flex items-start gap-2 border-b border-slate-200 px-4 py-3">
        <div className="flex flex-1 flex-col gap-1">
          <input
            data-testid="search-input"
            aria-label="Search"
            value={text}
            placeholder="Search posts, #hashtags or people"
            onChange={(event) => setText(event.target.value)}
            aria-invalid={!!error || undefined}
            className="rounded-full border border-slate-300 px-4 py-1.5 text-sm outline-none focus:border-sky-500 aria-invalid:border-red-500"
          />
          {error && <p className="px-4 text-xs text-red-600">{error}</p>}
        </div>
        <Button type="submit" data-testid="search-submit" disabled={!canSubmit}>
          Search
        </Button>
      </form>
    </search>
  );
}

/**
 * The search page (`/:community/search?hashtag=&communityId=&keyword=`): tabs Reps, Articles, Questions
 * (`/post/search` by the kind's types, or `/post/hashtag`) and People.
 */
export function SearchPage() {
  const prefix = routePrefix(useParams().community);
  const [params, setParams] = useSearchParams();
  const hashtag = (params.get('hashtag') ?? '').replace(/^#/, '').toLowerCase();
  const keyword = params.get('keyword') ?? '';
  const communityParam = params.get('communityId');
  const communityId = searchCommunity(communityParam);
  const tabParam = params.get('tab') as SearchTab | null;
  const tab: SearchTab = tabs.some((t) => t.key === tabParam)
    ? tabParam!
    : keyword.trim().startsWith('@')
      ? 'people'
      : 'reps';
  const keywordCheck = checkSearch(keyword);
  usePageTitle(hashtag ? `Search: #${hashtag}` : keyword ? `Search: ${keyword}` : 'Search');

  const update = (next: Record<string, string | undefined>) => {
    const merged = { hashtag, keyword, communityId: communityParam ?? undefined, tab, ...next };
    setParams(
      Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => !!entry[1])),
    );
  };

  return (
    <>
      <SearchForm
        key={`${hashtag}|${keyword}`}
        initial={hashtag ? `#${hashtag}` : keyword}
        onSearch={(text) => update({ hashtag: undefined, keyword: undefined, ...parseSearchInput(text) })}
      />
      <h1 data-testid="search-heading" className="px-4 pt-3 text-lg font-bold text-slate-900">
        {hashtag ? `#${hashtag}` : keyword ? `Results for ${keyword}` : 'Search'}
      </h1>
      <TabBar
        tabs={tabs}
        selected={tab}
        onSelect={(next) => update({ tab: next })}
        label="Search results"
        testIdPrefix="search-tab"
      />
      {tab === 'people' ? (
        <PeopleResults query={keyword || hashtag} />
      ) : hashtag ? (
        <HashtagResults hashtag={hashtag} kind={kinds[tab]} communityId={communityId} prefix={prefix} />
      ) : keywordCheck.canSubmit ? (
        <KeywordResults
          keyword={keywordCheck.keyword}
          kind={kinds[tab]}
          communityId={communityId}
          prefix={prefix}
        />
      ) : (
        <p className="py-8 text-center text-sm text-slate-500">
          {keywordCheck.error ?? 'Search for posts, #hashtags or people.'}
        </p>
      )}
    </>
  );
}

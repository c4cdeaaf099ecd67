/**
 * Generates the benchmark dataset in PostgreSQL with set-based SQL: every row is a pure function of its
 * index (hash functions in the `bench` schema), inserted by `INSERT … SELECT … FROM generate_series` in
 * chunks. Secondary indexes and foreign keys are dropped during the load and rebuilt afterwards, counters
 * are recomputed with grouped UPDATEs, and the tables are compacted and analysed.
 *
 * Shape of the data (P posts, A accounts):
 * - post i belongs to block i/20; its slot i%20 fixes its type: 0–11 and 19 Standard (65 %, 10 % with an
 *   image), 12 Article, 13 QuotePost, 14 RePost, 15–16 Reply to a top-level post, 17 Reply to a reply
 *   (15 % replies in all), 18 Question. Replies, quotes and re-posts refer to posts of earlier blocks.
 * - every 250th block's first post is a "hot" post: 10 % of the top-level replies go to hot posts, so a few
 *   hundred threads have tens to hundreds of replies (the benchmark picks one with about 50).
 * - authors are skewed (account ⌊A·u²⌋): low account numbers post a lot. Communities: 80 % Rep, 10 %
 *   GalaFriends, 10 % LunarStormFriends (replies follow their thread). 1 % of posts are deleted.
 * - created_at grows with i over 90 days, so replies come after their parent.
 * - likes: account ⌊A·u^1.5⌋, post ⌊P·√u⌋ (recent posts get more), 20 % on 1 % "popular" posts.
 * - follows: follower uniform, followee ⌊A·u³⌋ (a few accounts have tens of thousands of followers).
 * - text: sentences drawn from a small vocabulary with words like 'coffee' and hashtags, so full-text search
 *   has matches.
 */
import cliProgress from 'cli-progress';
import type { Sizes } from './options';
import type { SqlClient } from './sql';

/** Posts of each 'hot' thread block interval. */
const HOT_EVERY_BLOCKS = 250;
/** Replies and quotes point at most this many blocks back (20 posts each) unless hot. */
const WINDOW_BLOCKS = 5000;
const SENTENCES = 5000;
const DAYS = 90;

const WORDS = [
  'coffee',
  'coffee',
  '#coffee',
  'espresso',
  'latte',
  'tea',
  'morning',
  'evening',
  'today',
  'tomorrow',
  'weekend',
  'community',
  'rep',
  '#rep',
  'web3',
  '#web3',
  'gala',
  '#gaming',
  'game',
  'games',
  'music',
  '#music',
  'art',
  '#art',
  'photo',
  'travel',
  '#travel',
  'city',
  'mountain',
  'river',
  'ocean',
  'sunset',
  'sunrise',
  'book',
  'books',
  'reading',
  'writing',
  'code',
  'coding',
  '#typescript',
  'javascript',
  'rust',
  'database',
  'postgres',
  'server',
  'feed',
  'thread',
  'reply',
  'friends',
  'family',
  'team',
  'project',
  'launch',
  'release',
  'update',
  'news',
  'story',
  'idea',
  'ideas',
  'question',
  'answer',
  'help',
  'thanks',
  'great',
  'good',
  'amazing',
  'awesome',
  'new',
  'old',
  'big',
  'small',
  'fast',
  'slow',
  'happy',
  'tired',
  'busy',
  'quiet',
  'loud',
  'bright',
  'dark',
  'warm',
  'cold',
  'rain',
  'snow',
  'sun',
  'wind',
  'coffeeshop',
  'bakery',
  'bread',
  'pizza',
  'pasta',
  'breakfast',
  'lunch',
  'dinner',
  'walk',
  'run',
  'bike',
  'train',
  'flight',
  'home',
  'office',
  'work',
  'remote',
  'meeting',
  'chat',
  'talk',
  'listen',
  'learn',
  'build',
  'ship',
  'test',
  'fix',
  'bug',
  'feature',
  'design',
  'review',
  'plan',
  'share',
  'like',
  'follow',
  'post',
  'the',
  'the',
  'a',
  'a',
  'and',
  'and',
  'with',
  'for',
  'about',
  'after',
  'before',
  'my',
  'our',
  'your',
  'this',
  'that',
  'is',
  'was',
  'will',
  'be',
  'just',
  'really',
  'very',
  'so',
  'again',
  'finally',
  'still',
  '#nft',
  '#crypto',
  '#photography',
  '#food',
  '#books',
  'lunarstorm',
  'galachain',
  'wallet',
  'token',
];
const FIRST_NAMES = [
  'Ada',
  'Alan',
  'Amara',
  'Ana',
  'Ben',
  'Chen',
  'Chloe',
  'Dana',
  'Diego',
  'Elif',
  'Emma',
  'Eric',
  'Fatima',
  'Grace',
  'Hana',
  'Ivan',
  'Jade',
  'Jonas',
  'Kai',
  'Lars',
  'Leila',
  'Liam',
  'Lina',
  'Marco',
  'Maya',
  'Nia',
  'Noah',
  'Olga',
  'Omar',
  'Priya',
  'Ravi',
  'Rosa',
  'Sam',
  'Sara',
  'Tariq',
  'Tom',
  'Uma',
  'Vera',
  'Yuki',
  'Zoe',
];
const LAST_NAMES = [
  'Andersson',
  'Berg',
  'Costa',
  'Dubois',
  'Eriksen',
  'Fischer',
  'Garcia',
  'Hansen',
  'Ito',
  'Jensen',
  'Kim',
  'Lopez',
  'Martin',
  'Nakamura',
  'Novak',
  'Okafor',
  'Petrov',
  'Quinn',
  'Rossi',
  'Silva',
  'Smith',
  'Tanaka',
  'Umar',
  'Varga',
  'Wang',
  'Weber',
  'Xu',
  'Yilmaz',
  'Zhang',
  'Zimmer',
];

const TABLES = ['identities', 'accounts', 'posts', 'likes', 'follows'] as const;
const sqlArray = (items: readonly string[]) =>
  `array[${items.map((w) => `'${w.replaceAll("'", "''")}'`).join(',')}]`;

/** One timed phase of the generation. */
export interface PhaseTiming {
  phase: string;
  seconds: number;
}

/**
 * The pure SQL functions that define every generated row. Constants are inlined so the planner can inline
 * the functions into the INSERT … SELECT statements.
 */
function functionsSql(sizes: Sizes, t0: string, now: string): string {
  const A = sizes.accounts;
  const P = sizes.posts;
  const span = DAYS * 86_400;
  return `
create schema if not exists bench;
create or replace function bench.h(i bigint, salt bigint) returns bigint language sql immutable parallel safe
  as $$ select hashint8extended(i, salt) & 9223372036854775807 $$;
create or replace function bench.u(i bigint, salt bigint) returns float8 language sql immutable parallel safe
  as $$ select (bench.h(i, salt) % 1000000007)::float8 / 1000000007 $$;
create or replace function bench.account_id(a bigint) returns text language sql immutable parallel safe
  as $$ select 'client|b' || lpad(a::text, 19, '0') $$;
create or replace function bench.identity_id(a bigint) returns text language sql immutable parallel safe
  as $$ select 'password|b' || lpad(a::text, 19, '0') $$;
-- slot of post i in its block of 20; the first 40 posts and slot 17 of block 2 are Standard (19)
create or replace function bench.cls(i bigint) returns int language sql immutable parallel safe
  as $$ select case when i < 40 or (i < 60 and i % 20 = 17) then 19 else (i % 20)::int end $$;
create or replace function bench.kind(i bigint) returns text language sql immutable parallel safe
  as $$ select (array['Standard','Standard','Standard','Standard','Standard','Standard','Standard','Standard',
    'Standard','Standard','Standard','Standard','Article','QuotePost','RePost','Reply','Reply','Reply','Question',
    'Standard'])[bench.cls(i) + 1] $$;
-- a top-level post of an earlier block (the parent of a reply, the target of a quote or re-post)
create or replace function bench.top(i bigint) returns bigint language sql immutable parallel safe
  as $$ select case
    when bench.cls(i) in (15, 16) and bench.h(i, 2) % 10 = 0
      then (bench.h(i, 3) % ((i / 20 - 1) / ${HOT_EVERY_BLOCKS} + 1)) * ${HOT_EVERY_BLOCKS * 20}
    else (i / 20 - 1 - bench.h(i, 3) % least(i / 20, ${WINDOW_BLOCKS})) * 20
      + (array[0,1,2,3,4,5,6,7,8,9,10,11,12,18,19])[(1 + bench.h(i, 4) % 15)::int]
  end $$;
-- the parent of a reply to a reply (slot 17): a slot 15 or 16 reply of an earlier block (block >= 2)
create or replace function bench.parent17(i bigint) returns bigint language sql immutable parallel safe
  as $$ select (i / 20 - 1 - bench.h(i, 3) % least(i / 20 - 2, ${WINDOW_BLOCKS})) * 20 + 15 + bench.h(i, 4) % 2 $$;
create or replace function bench.ref(i bigint) returns bigint language sql immutable parallel safe
  as $$ select case bench.cls(i) when 13 then bench.top(i) when 14 then bench.top(i) when 15 then bench.top(i)
    when 16 then bench.top(i) when 17 then bench.parent17(i) end $$;
create or replace function bench.root(i bigint) returns bigint language sql immutable parallel safe
  as $$ select case bench.cls(i) when 15 then bench.top(i) when 16 then bench.top(i)
    when 17 then bench.top(bench.parent17(i)) end $$;
create or replace function bench.community(i bigint) returns text language sql immutable parallel safe
  as $$ select (array['Rep','Rep','Rep','Rep','Rep','Rep','Rep','Rep','GalaFriends','LunarStormFriends'])
    [(1 + bench.h(coalesce(bench.root(i), i), 5) % 10)::int] $$;
create or replace function bench.post_id(i bigint) returns text language sql immutable parallel safe
  as $$ select bench.community(i) || '_b' || lpad(i::text, 19, '0') $$;
create or replace function bench.author(i bigint) returns bigint language sql immutable parallel safe
  as $$ select floor(${A} * bench.u(i, 6) ^ 2)::bigint $$;
create or replace function bench.created(i bigint) returns timestamptz language sql immutable parallel safe
  as $$ select '${t0}'::timestamptz + ((i + bench.u(i, 7)) * ${span} / ${P}) * interval '1 second' $$;
create or replace function bench.deleted(i bigint) returns boolean language sql immutable parallel safe
  as $$ select bench.cls(i) between 1 and 11 and bench.h(i, 8) % 100 = 0 $$;
create or replace function bench.like_post(k bigint) returns bigint language sql immutable parallel safe
  as $$ select case when bench.h(k, 22) % 5 = 0
    then floor(${Math.floor(P / 100)} * sqrt(bench.u(k, 21)))::bigint * 100 + 1
    else floor(${P} * sqrt(bench.u(k, 21)))::bigint end $$;
create or replace function bench.now() returns timestamptz language sql immutable parallel safe
  as $$ select '${now}'::timestamptz $$;
`;
}

const sentencesSql = `
drop table if exists bench.sentences;
create table bench.sentences as
select k as id,
  (select upper(left(t, 1)) || substr(t, 2) || (array['.', '.', '!', '?', '.', ' :)'])[(1 + bench.h(k, 13) % 6)::int]
   from (select string_agg(w.words[(1 + bench.h(k * 64 + n, 11) % array_length(w.words, 1))::int], ' ' order by n) as t
         from generate_series(1, (5 + bench.h(k, 12) % 14)::int) n) s) as text
from generate_series(0, ${SENTENCES - 1}) k, (select ${sqlArray(WORDS)} as words) w;
alter table bench.sentences add primary key (id);
analyze bench.sentences;
`;

const identitiesInsert = `
insert into identities (id, provider, email, password_hash, created_at)
select bench.identity_id(a), 'password', 'user' || a || '@bench.rep.local',
  '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hzYWx0$' || md5(a::text),
  bench.now() - interval '400 days' + (a::float8 / $3) * interval '300 days'
from generate_series($1::bigint, $2::bigint) a`;

const accountsInsert = `
insert into accounts (id, identity_id, username, about, bio, avatar, role, wallet_address, private_key_enc,
  data_key_enc, created_at)
select bench.account_id(a), bench.identity_id(a), 'user' || a,
  jsonb_build_object(
    'firstName', (${sqlArray(FIRST_NAMES)})[(1 + bench.h(a, 40) % ${FIRST_NAMES.length})::int],
    'lastName', (${sqlArray(LAST_NAMES)})[(1 + bench.h(a, 41) % ${LAST_NAMES.length})::int]),
  s.text,
  case when bench.h(a, 42) % 3 = 0 then 'https://picsum.photos/seed/a' || a || '/200/200' end,
  (array['Non','Non','Non','Non','Silver','Silver','Silver','Gold','Gold','Non'])[(1 + bench.h(a, 43) % 10)::int],
  'eth|' || md5('w' || a) || left(md5('x' || a), 8),
  'bench-placeholder-' || md5('k' || a),
  'bench-placeholder-' || md5('d' || a),
  bench.now() - interval '400 days' + (a::float8 / $3) * interval '300 days'
from generate_series($1::bigint, $2::bigint) a
join bench.sentences s on s.id = bench.h(a, 44) % ${SENTENCES}`;

/**
 * Posts of rows [$1, $2]. `hashtags` (lower-cased, without '#', as the server's extractHashtags) is filled
 * when the schema has that column.
 */
const postsInsert = (withHashtags: boolean) => `
insert into posts (id, account_id, community_id, title, body, post_type, ref_id, root_id, media, status,
  created_at${withHashtags ? ', hashtags' : ''})
select id, account_id, community_id, title, body, post_type, ref_id, root_id, media, status, created_at${
  withHashtags
    ? `,
  array(select distinct lower(m[1]) from regexp_matches(title || ' ' || body, '#([A-Za-z0-9_]+)', 'g') m)`
    : ''
}
from (
  select bench.post_id(i) as id, bench.account_id(bench.author(i)) as account_id,
    bench.community(i) as community_id,
    case when k = 'Article' then left(s3.text, 80) else '' end as title,
    case k
      when 'RePost' then ''
      when 'Article' then s1.text || ' ' || s2.text || ' ' || s3.text || E'\\n\\n' || s2.text || ' ' || s1.text
      when 'Question' then rtrim(s1.text, '.!? :)') || '?'
      else s1.text || case when bench.h(i, 14) % 3 = 0 then ' ' || s2.text else '' end
    end as body,
    k as post_type,
    case when bench.ref(i) is not null then bench.post_id(bench.ref(i)) end as ref_id,
    case when bench.root(i) is not null then bench.post_id(bench.root(i)) end as root_id,
    case when bench.cls(i) between 1 and 11 and bench.h(i, 9) % 10 = 0
      then jsonb_build_object('type', 'Image', 'url', 'https://picsum.photos/seed/p' || i || '/800/600') end
      as media,
    case when bench.deleted(i) then 'Deleted' else 'Active' end as status,
    bench.created(i) as created_at
  from (select i, bench.kind(i) as k from generate_series($1::bigint, $2::bigint) i) g
  join bench.sentences s1 on s1.id = bench.h(i, 10) % ${SENTENCES}
  join bench.sentences s2 on s2.id = bench.h(i, 11) % ${SENTENCES}
  join bench.sentences s3 on s3.id = bench.h(i, 15) % ${SENTENCES}) x`;

const likesInsert = (A: number) => `
insert into likes (account_id, post_id, created_at)
select bench.account_id(floor(${A} * bench.u(k, 20) ^ 1.5)::bigint), bench.post_id(p),
  least(bench.created(p) + bench.u(k, 23) * interval '3 days', bench.now())
from (select k, bench.like_post(k) as p from generate_series($1::bigint, $2::bigint) k) g
on conflict do nothing`;

const followsInsert = (A: number) => `
insert into follows (follower_id, followee_id, created_at)
select bench.account_id(f), bench.account_id(e), bench.now() - bench.u(k, 32) * interval '365 days'
from (select k, floor(${A} * bench.u(k, 30))::bigint as f, floor(${A} * bench.u(k, 31) ^ 3)::bigint as e
      from generate_series($1::bigint, $2::bigint) k) g
where f <> e
on conflict do nothing`;

const COMMENT_TYPES = `('Reply', 'OutThreadReply', 'Answer', 'AnswerComment', 'ArticleComment', 'LiveScheduleComment')`;

const postCountersSql = [
  `drop table if exists bench.post_counts`,
  `create table bench.post_counts as
   select id, sum(nl)::int as nl, sum(nc)::int as nc, sum(nr)::int as nr, sum(nq)::int as nq from (
     select post_id as id, count(*) as nl, 0 as nc, 0 as nr, 0 as nq from likes group by post_id
     union all
     select ref_id, 0, count(*) filter (where post_type in ${COMMENT_TYPES}),
       count(*) filter (where post_type = 'RePost'), count(*) filter (where post_type = 'QuotePost')
     from posts where ref_id is not null group by ref_id) x
   group by id`,
  `update posts p set num_like = c.nl, num_comment = c.nc, num_rerep = c.nr, num_quote = c.nq
   from bench.post_counts c where p.id = c.id`,
  `drop table bench.post_counts`,
];

const accountCountersSql = [
  `drop table if exists bench.account_counts`,
  `create table bench.account_counts as
   select id, sum(np)::int as np, sum(nfr)::int as nfr, sum(nfg)::int as nfg from (
     select account_id as id, count(*) as np, 0 as nfr, 0 as nfg from posts group by account_id
     union all select followee_id, 0, count(*), 0 from follows group by followee_id
     union all select follower_id, 0, 0, count(*) from follows group by follower_id) x
   group by id`,
  `update accounts a set num_posts = c.np, num_follower = c.nfr, num_following = c.nfg
   from bench.account_counts c where a.id = c.id`,
  `drop table bench.account_counts`,
];

interface SavedDdl {
  indexes: { name: string; def: string }[];
  foreignKeys: { table: string; name: string; def: string }[];
}

/** Secondary (non-constraint) indexes and foreign keys of the generated tables, to rebuild after the load. */
async function saveDdl(client: SqlClient): Promise<SavedDdl> {
  const indexes = await client.query<{ name: string; def: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
     from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relname = any($1)
       and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
     order by 1`,
    [TABLES],
  );
  const foreignKeys = await client.query<{ table: string; name: string; def: string }>(
    `select k.conrelid::regclass::text as table, k.conname as name, pg_get_constraintdef(k.oid) as def
     from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and c.relname = any($1)
     order by 1, 2`,
    [TABLES],
  );
  return { indexes: indexes.rows, foreignKeys: foreignKeys.rows };
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Result of {@link generateDataset}. */
export interface GenerationResult {
  timings: PhaseTiming[];
  totalSeconds: number;
}

/**
 * Fills a freshly migrated, empty database. `client` is a dedicated connection (session settings are
 * changed on it): PostgreSQL, or PGlite for the embedded default's dataset (`embedded`: smaller sort
 * memory, as PGlite's WebAssembly heap is bounded, and no JIT setting).
 */
export async function generateDataset(
  client: SqlClient,
  sizes: Sizes,
  chunk: number,
  { embedded = false }: { embedded?: boolean } = {},
): Promise<GenerationResult> {
  const timings: PhaseTiming[] = [];
  const started = performance.now();
  let phaseStart = performance.now();
  const endPhase = (phase: string) => {
    const now = performance.now();
    timings.push({ phase, seconds: (now - phaseStart) / 1000 });
    phaseStart = now;
  };

  await client.query(`set synchronous_commit = off`);
  await client.query(`set maintenance_work_mem = '${embedded ? '256MB' : '1GB'}'`);
  await client.query(`set work_mem = '${embedded ? '64MB' : '256MB'}'`);
  if (!embedded) await client.query(`set jit = off`);

  const nowIso = new Date().toISOString();
  const t0 = new Date(Date.now() - DAYS * 86_400_000).toISOString();
  await client.query(functionsSql(sizes, t0, nowIso));
  await client.query(sentencesSql);
  const ddl = await saveDdl(client);
  for (const fk of ddl.foreignKeys) {
    await client.query(`alter table ${fk.table} drop constraint ${ident(fk.name)}`);
  }
  for (const index of ddl.indexes) await client.query(`drop index ${index.name}`);
  endPhase('setup (functions, vocabulary, drop secondary indexes and foreign keys)');

  const tty = process.stderr.isTTY === true;
  const bars = new cliProgress.MultiBar(
    {
      format:
        ' {table} |{bar}| {percentage}% {value}/{total} rows | {duration_formatted} | ETA {eta_formatted}',
      barCompleteChar: '█',
      barIncompleteChar: '░',
      hideCursor: tty,
      clearOnComplete: false,
      stopOnComplete: false,
      noTTYOutput: !tty,
      notTTYSchedule: 10_000,
      etaBuffer: 20,
      formatValue: (v, _o, type) =>
        type === 'value' || type === 'total' ? v.toLocaleString('en-US') : String(v),
    },
    cliProgress.Presets.shades_classic,
  );
  const pad = (name: string) => name.padEnd(10);
  try {
    /** Inserts rows [0, total) of a deterministic insert, one chunk per statement. */
    const fill = async (table: string, total: number, sqlText: string, extra: unknown[] = []) => {
      const bar = bars.create(total, 0, { table: pad(table) });
      for (let from = 0; from < total; from += chunk) {
        const to = Math.min(total, from + chunk) - 1;
        await client.query(sqlText, [from, to, ...extra]);
        bar.update(to + 1);
      }
      bar.stop();
    };
    /** Inserts until `total` rows exist; keys drawn from the sequence may collide (on conflict do nothing). */
    const fillUnique = async (table: string, total: number, sqlText: string) => {
      const bar = bars.create(total, 0, { table: pad(table) });
      let inserted = 0;
      let k = 0;
      let stalls = 0;
      while (inserted < total) {
        const want = Math.min(chunk, total - inserted);
        const result = await client.query(sqlText, [k, k + want - 1]);
        k += want;
        inserted += result.rowCount;
        stalls = result.rowCount === 0 ? stalls + 1 : 0;
        if (stalls > 20) throw new Error(`${table}: cannot find new unique pairs (asked for ${total})`);
        bar.update(inserted);
      }
      bar.stop();
      return k;
    };

    await fill('identities', sizes.accounts, identitiesInsert, [sizes.accounts]);
    await fill('accounts', sizes.accounts, accountsInsert, [sizes.accounts]);
    endPhase(`accounts and identities (${sizes.accounts.toLocaleString('en-US')} each)`);
    const columns = await client.query<{ name: string }>(
      `select column_name as name from information_schema.columns
       where table_schema = 'public' and table_name = 'posts'`,
    );
    const withHashtags = columns.rows.some((row) => row.name === 'hashtags');
    await fill('posts', sizes.posts, postsInsert(withHashtags));
    endPhase(`posts (${sizes.posts.toLocaleString('en-US')})`);
    const likeDraws = await fillUnique('likes', sizes.likes, likesInsert(sizes.accounts));
    endPhase(`likes (${sizes.likes.toLocaleString('en-US')}, ${likeDraws.toLocaleString('en-US')} draws)`);
    const followDraws = await fillUnique('follows', sizes.follows, followsInsert(sizes.accounts));
    endPhase(
      `follows (${sizes.follows.toLocaleString('en-US')}, ${followDraws.toLocaleString('en-US')} draws)`,
    );

    const finishing = [
      ...postCountersSql.map((sql) => ({ label: 'post counters', sql })),
      ...accountCountersSql.map((sql) => ({ label: 'account counters', sql })),
      { label: 'compact posts', sql: 'vacuum full posts' },
      { label: 'compact accounts', sql: 'vacuum full accounts' },
      ...ddl.indexes.map((index) => ({ label: `index ${index.name}`, sql: index.def })),
      ...ddl.foreignKeys.map((fk) => ({
        label: `foreign key ${fk.name}`,
        sql: `alter table ${fk.table} add constraint ${ident(fk.name)} ${fk.def}`,
      })),
      ...TABLES.map((table) => ({ label: `vacuum analyze ${table}`, sql: `vacuum (analyze) ${table}` })),
    ];
    const bar = bars.create(finishing.length, 0, { table: pad('finish') });
    let lastLabel = '';
    for (const [n, step] of finishing.entries()) {
      const phase =
        step.label.startsWith('index') || step.label.startsWith('foreign')
          ? 'rebuild indexes and foreign keys'
          : step.label.startsWith('vacuum analyze')
            ? 'vacuum analyze'
            : step.label;
      if (lastLabel && phase !== lastLabel) endPhase(lastLabel);
      lastLabel = phase;
      await client.query(step.sql);
      bar.update(n + 1);
    }
    if (lastLabel) endPhase(lastLabel);
    bar.stop();
  } finally {
    bars.stop();
  }
  return { timings, totalSeconds: (performance.now() - started) / 1000 };
}

/** Counts the rows really generated and finds the benchmark thread (direct replies closest to 50). */
export async function describeDataset(client: SqlClient) {
  const counts = await client.query<Record<string, string>>(
    `select (select count(*) from accounts) as accounts, (select count(*) from identities) as identities,
       (select count(*) from posts) as posts, (select count(*) from likes) as likes,
       (select count(*) from follows) as follows,
       (select count(*) from posts where post_type = 'Reply') as replies,
       pg_size_pretty(pg_database_size(current_database())) as size`,
  );
  const row = counts.rows[0]!;
  const thread = await client.query<{ id: string; n: string }>(
    `select p.id, count(*) as n from posts r join posts p on p.id = r.ref_id
     where r.post_type = 'Reply' and r.status = 'Active' and p.status = 'Active'
     group by p.id order by abs(count(*) - 50), p.id limit 1`,
  );
  return {
    actual: {
      accounts: Number(row.accounts),
      identities: Number(row.identities),
      posts: Number(row.posts),
      likes: Number(row.likes),
      follows: Number(row.follows),
      replies: Number(row.replies),
    },
    databaseSize: row.size!,
    threadPostId: thread.rows[0]?.id ?? '',
    threadReplies: Number(thread.rows[0]?.n ?? 0),
  };
}

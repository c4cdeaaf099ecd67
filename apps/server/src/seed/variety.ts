import type { Faker } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import { indexedText } from '../commands/createPost';
import type { Tx } from '../db/client';
import { liveSchedules, polls, pollVotes, posts } from '../db/schema';
import { newPostId } from '../ids';

type Base = { id: string; communityId: string; createdAt: Date };
const HOUR = 3_600_000;

const POLLS: [string, string[]][] = [
  ['Best time to post?', ['Morning', 'Lunch', 'Evening', 'Late night']],
  ['Tabs or spaces?', ['Tabs', 'Spaces']],
  ['Coffee or tea?', ['Coffee', 'Tea', 'Neither']],
  ['Which feature next?', ['Dark mode', 'Chat', 'Maps', 'Streams']],
  ['Weekend plans?', ['Hiking', 'Reading', 'Gaming', 'Sleeping']],
];
const QUESTIONS = [
  [
    'How do you stay focused while working from home?',
    'Looking for practical tips that actually stuck for you.',
  ],
  ['What is the best first programming language in 2026?', 'My niece wants to start coding and asked me.'],
  ['Any book that changed how you think?', 'Fiction or non-fiction, both welcome.'],
];

/**
 * Adds every other post type to the demo network: polls (with votes), questions with answers, articles,
 * quotes, ReReps and live schedules, so the demo shows each card. Counters are recomputed by the caller.
 */
export async function seedVariety(tx: Tx, f: Faker, ids: string[], topLevel: Base[], now: number) {
  const rows: (typeof posts.$inferInsert)[] = [];
  const at = (base: Date, maxMs: number) =>
    new Date(Math.min(now, base.getTime() + f.number.int({ min: 60_000, max: maxMs })));
  const author = () => f.helpers.arrayElement(ids);
  const pollRows = POLLS.map(([question, options]) => {
    const id = newPostId('Rep');
    const createdAt = new Date(now - f.number.int({ min: HOUR, max: 3 * 24 * HOUR }));
    rows.push({ id, accountId: author(), communityId: 'Rep', body: question, postType: 'Poll', createdAt });
    return {
      postId: id,
      options,
      votes: options.map(() => 0),
      endsAt: new Date(createdAt.getTime() + f.helpers.arrayElement([1, 2, 7]) * 24 * HOUR),
    };
  });
  for (const [title, body] of QUESTIONS) {
    const id = newPostId('Rep');
    const createdAt = new Date(now - f.number.int({ min: HOUR, max: 5 * 24 * HOUR }));
    rows.push({ id, accountId: author(), communityId: 'Rep', title, body, postType: 'Question', createdAt });
    for (let i = 0; i < f.number.int({ min: 1, max: 3 }); i++) {
      rows.push({
        id: newPostId('Rep'),
        accountId: author(),
        communityId: 'Rep',
        body: f.lorem.sentences(2),
        postType: 'Answer',
        refId: id,
        rootId: id,
        createdAt: at(createdAt, 12 * HOUR),
      });
    }
  }
  for (let i = 0; i < 3; i++) {
    const title = f.book.title();
    const body = Array.from({ length: 6 }, () => f.lorem.paragraph(5)).join('\n\n');
    rows.push({
      id: newPostId('Rep'),
      accountId: author(),
      communityId: 'Rep',
      title: `Notes on ${title}`,
      body,
      postType: 'Article',
      createdAt: new Date(now - f.number.int({ min: HOUR, max: 10 * 24 * HOUR })),
    });
  }
  for (const original of f.helpers.arrayElements(topLevel, 15)) {
    rows.push({
      id: newPostId(original.communityId),
      accountId: author(),
      communityId: original.communityId,
      body: f.helpers.arrayElement(['This!', 'Worth a read.', 'Hard disagree.', 'Saving this for later.']),
      postType: 'QuotePost',
      refId: original.id,
      createdAt: at(original.createdAt, 24 * HOUR),
    });
  }
  const rereps = new Set<string>();
  for (const original of f.helpers.arrayElements(topLevel, 20)) {
    const accountId = author();
    if (rereps.has(accountId + original.id)) continue;
    rereps.add(accountId + original.id);
    rows.push({
      id: newPostId(original.communityId),
      accountId,
      communityId: original.communityId,
      body: '',
      postType: 'RePost',
      refId: original.id,
      createdAt: at(original.createdAt, 24 * HOUR),
    });
  }
  const lives = [-HOUR / 2, 26 * HOUR].map((offset) => {
    const id = newPostId('Rep');
    const streamerId = author();
    rows.push({
      id,
      accountId: streamerId,
      communityId: 'Rep',
      body: f.helpers.arrayElement(['Live coding session', 'Q&A with the team']),
      postType: 'LiveSchedule',
      createdAt: new Date(now - 2 * HOUR),
    });
    return {
      postId: id,
      streamerId,
      startAt: new Date(now + offset),
      endAt: new Date(now + offset + 2 * HOUR),
    };
  });
  await tx
    .insert(posts)
    .values(rows.map((post) => ({ ...post, ...indexedText(post.title ?? '', post.body ?? '') })));
  await tx.insert(polls).values(pollRows);
  await tx.insert(liveSchedules).values(lives);
  const votes = pollRows.flatMap((poll) =>
    f.helpers.arrayElements(ids, f.number.int({ min: 3, max: 15 })).map((accountId) => ({
      postId: poll.postId,
      accountId,
      optionIndex: f.number.int({ min: 0, max: poll.options.length - 1 }),
    })),
  );
  await tx.insert(pollVotes).values(votes);
  await tx.execute(sql`update ${polls} p set votes = (
      select array_agg((select count(*) from ${pollVotes} v where v.post_id = p.post_id and v.option_index = i)::int order by i)
      from generate_series(0, array_length(p.options, 1) - 1) as i)`);
}

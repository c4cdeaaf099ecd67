import type { Faker } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import { indexedText } from '../commands/createPost';
import type { Tx } from '../db/client';
import { liveSchedules, polls, pollVotes, posts } from '../db/schema';
import { newPostId } from '../ids';
import { writeQuote } from './content';
import { ARTICLES, LIVE_TOPICS, POLLS, QUESTIONS } from './longform';

type Base = { id: string; communityId: string; createdAt: Date };
const HOUR = 3_600_000;

/**
 * Adds every other post type to the demo network: polls (with votes), questions with answers, articles,
 * quotes, ReReps and live schedules, so the demo shows each card. Counters are recomputed by the caller.
 */
export async function seedVariety(tx: Tx, f: Faker, ids: string[], topLevel: Base[], now: number) {
  const rows: (typeof posts.$inferInsert)[] = [];
  const at = (base: Date, maxMs: number) =>
    new Date(Math.min(now, base.getTime() + f.number.int({ min: 60_000, max: maxMs })));
  const author = () => f.helpers.arrayElement(ids);
  const pollRows = POLLS.map(({ question, options }) => {
    const id = newPostId('Rep');
    const createdAt = new Date(now - f.number.int({ min: HOUR, max: 3 * 24 * HOUR }));
    rows.push({ id, accountId: author(), communityId: 'Rep', body: question, postType: 'Poll', createdAt });
    return {
      postId: id,
      options: [...options],
      votes: options.map(() => 0),
      endsAt: new Date(createdAt.getTime() + f.helpers.arrayElement([1, 2, 7]) * 24 * HOUR),
    };
  });
  for (const { title, body, answers } of QUESTIONS) {
    const id = newPostId('Rep');
    const createdAt = new Date(now - f.number.int({ min: HOUR, max: 5 * 24 * HOUR }));
    rows.push({ id, accountId: author(), communityId: 'Rep', title, body, postType: 'Question', createdAt });
    for (const answer of f.helpers.arrayElements(answers, { min: 1, max: 3 })) {
      rows.push({
        id: newPostId('Rep'),
        accountId: author(),
        communityId: 'Rep',
        body: answer,
        postType: 'Answer',
        refId: id,
        rootId: id,
        createdAt: at(createdAt, 12 * HOUR),
      });
    }
  }
  for (const { title, paragraphs } of ARTICLES) {
    rows.push({
      id: newPostId('Rep'),
      accountId: author(),
      communityId: 'Rep',
      title,
      body: paragraphs.join('\n\n'),
      postType: 'Article',
      createdAt: new Date(now - f.number.int({ min: HOUR, max: 10 * 24 * HOUR })),
    });
  }
  for (const original of f.helpers.arrayElements(topLevel, 15)) {
    rows.push({
      id: newPostId(original.communityId),
      accountId: author(),
      communityId: original.communityId,
      body: writeQuote(f),
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
  const lives = [-HOUR / 2, 26 * HOUR].map((offset, i) => {
    const id = newPostId('Rep');
    const streamerId = author();
    rows.push({
      id,
      accountId: streamerId,
      communityId: 'Rep',
      body: LIVE_TOPICS[i] ?? '',
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

import type { Faker } from '@faker-js/faker';
import { fill, type Slots, slotsOf } from './templates';
import { ANY_REPLIES, QUOTES, type Topic } from './topics';

/** A written post: its text, and what a reply needs to answer it. */
export interface Written {
  body: string;
  topic: Topic;
  /** The slot values the post used (a reply may name them). */
  slots: Slots;
  /** The reply templates that fit this post. */
  replies: readonly string[];
}

/** Share of replies that answer the post itself rather than fit any post. */
const ON_TOPIC = 0.75;

/** A short post on `topic`; a plain post gets the topic's hashtag one time in four when it has none. */
export function writePost(f: Faker, topic: Topic): Written {
  const template = f.helpers.arrayElement(topic.posts);
  const slots: Slots = {};
  if (typeof template !== 'string') {
    return { body: fill(template.text, topic.choices, slots, f), topic, slots, replies: template.replies };
  }
  const text = fill(template, topic.choices, slots, f);
  const body = f.datatype.boolean(0.25) && !text.includes('#') ? `${text} #${topic.tag}` : text;
  return { body, topic, slots, replies: topic.replies };
}

/**
 * A reply to `parent`: mostly one written for it (naming only slots the parent filled, or slots no post of
 * the topic uses, picked fresh), else one that fits any post.
 */
export function writeReply(f: Faker, parent: Written): string {
  const postSlots = new Set(
    parent.topic.posts.flatMap((post) => slotsOf(typeof post === 'string' ? post : post.text)),
  );
  const fitting = parent.replies.filter((reply) =>
    slotsOf(reply).every((name) => name in parent.slots || !postSlots.has(name)),
  );
  const template =
    fitting.length > 0 && f.datatype.boolean(ON_TOPIC)
      ? f.helpers.arrayElement(fitting)
      : f.helpers.arrayElement(ANY_REPLIES);
  return fill(template, parent.topic.choices, { ...parent.slots }, f);
}

/** The comment of a quote post. */
export function writeQuote(f: Faker): string {
  return f.helpers.arrayElement(QUOTES);
}

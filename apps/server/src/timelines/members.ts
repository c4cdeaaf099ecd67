/**
 * How a post sits in a timeline sorted set: the member is the post id with one letter for its type appended
 * (the community is the id's prefix, ids.ts), the score is its `created_at` in µs since the epoch. Redis
 * orders equal scores by member bytes, and a post id is never a prefix of another (the community has no
 * `_`), so `score desc, member desc` is `created_at desc, id desc` under the C collation, the SQL order.
 */
import type { PostType } from '@rep/shared';

/** One letter per post type. Stored in Redis: never change a letter, only add new ones. */
const TYPE_CODES = {
  Standard: 'a',
  Article: 'b',
  Question: 'c',
  Answer: 'd',
  AnswerComment: 'e',
  ArticleComment: 'f',
  Poll: 'g',
  QuotePost: 'h',
  RePost: 'i',
  Reply: 'j',
  OutThreadReply: 'k',
  LiveSchedule: 'l',
  LiveScheduleComment: 'm',
} as const satisfies Record<PostType, string>;

const TYPES_BY_CODE = new Map<string, PostType>(
  Object.entries(TYPE_CODES).map(([type, code]) => [code, type as PostType]),
);

/** A post as a timeline needs it: `createdAt` is ISO 8601 (up to µs digits are kept, see {@link timelineScore}). */
export interface TimelinePost {
  id: string;
  postType: PostType;
  createdAt: string;
}

/** The letter that stands for a post type in members. */
export const typeCode = (postType: PostType): string => TYPE_CODES[postType];

/** The member of a post: its id followed by its type letter. */
export const encodeMember = (postId: string, postType: PostType): string => postId + TYPE_CODES[postType];

/** The member of a post for every type it could have: to remove a post whose type is not known. */
export const membersOfAnyType = (postId: string): string[] =>
  Object.values(TYPE_CODES).map((code) => postId + code);

/**
 * The post id, community and type of a member.
 * @throws Error when the last letter is no type's code
 */
export function decodeMember(member: string): { postId: string; communityId: string; postType: PostType } {
  const postType = TYPES_BY_CODE.get(member.slice(-1));
  if (!postType) throw new Error(`Not a timeline member: '${member}'`);
  const postId = member.slice(0, -1);
  return { postId, communityId: postId.slice(0, postId.indexOf('_')), postType };
}

/**
 * The score of a post: its creation time in µs since the epoch, read from an ISO 8601 text with all its
 * fraction digits (PostgreSQL keeps µs; a JavaScript Date only ms). Exact as a double until the year 2255.
 * @throws Error when the text is not a date
 */
export function timelineScore(createdAt: string): number {
  const fraction = /\.(\d+)/.exec(createdAt)?.[1] ?? '';
  const seconds = Date.parse(createdAt.replace(/\.\d+/, ''));
  if (Number.isNaN(seconds)) throw new Error(`Not an ISO 8601 time: '${createdAt}'`);
  return seconds * 1000 + Number(fraction.padEnd(6, '0').slice(0, 6));
}

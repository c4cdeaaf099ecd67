import type { PostType } from '../entities';

/** How a reference post type relates to the post it names (SPEC §3, §6). */
export interface ReferenceRule {
  /** Which types the referenced post may have. */
  targets: readonly PostType[];
  /** The referenced post's counter this type raises. */
  counter: 'numComment' | 'numQuote' | 'numRerep';
  /** True when the new post joins the referenced post's thread. */
  threaded: boolean;
}

const REPLYABLE: readonly PostType[] = [
  'Standard',
  'Reply',
  'OutThreadReply',
  'QuotePost',
  'Poll',
  'Question',
  'Answer',
  'Article',
  'LiveSchedule',
];

/**
 * Reference rules, enforced by the server and mirrored by the app's controls: ReRep only of posts that are
 * not questions or articles (or re-posts); quoting is offered except for quote posts and answers (SPEC §6);
 * answers go to questions, comments to their kind.
 */
export const REFERENCE_RULES: Partial<Record<PostType, ReferenceRule>> = {
  Reply: { targets: REPLYABLE, counter: 'numComment', threaded: true },
  OutThreadReply: { targets: REPLYABLE, counter: 'numComment', threaded: true },
  QuotePost: {
    targets: ['Standard', 'Reply', 'OutThreadReply', 'Poll', 'Question', 'Article', 'LiveSchedule'],
    counter: 'numQuote',
    threaded: false,
  },
  RePost: {
    targets: ['Standard', 'Reply', 'OutThreadReply', 'QuotePost', 'Poll', 'LiveSchedule'],
    counter: 'numRerep',
    threaded: false,
  },
  Answer: { targets: ['Question'], counter: 'numComment', threaded: true },
  AnswerComment: { targets: ['Answer'], counter: 'numComment', threaded: true },
  ArticleComment: { targets: ['Article'], counter: 'numComment', threaded: true },
  LiveScheduleComment: { targets: ['LiveSchedule'], counter: 'numComment', threaded: true },
};

/** Comments on articles, answers and live schedules: no reply, repost or share controls (SPEC §6). */
export const COMMENT_POST_TYPES: readonly PostType[] = [
  'ArticleComment',
  'AnswerComment',
  'LiveScheduleComment',
];

/** The type of a reply to `parent`: answers to questions, comments to articles, answers and live schedules. */
export function replyTypeFor(parent: PostType): PostType {
  const specific = (['Answer', 'AnswerComment', 'ArticleComment', 'LiveScheduleComment'] as const).find(
    (type) => REFERENCE_RULES[type]?.targets.includes(parent),
  );
  return specific ?? 'Reply';
}

/** True when a post of type `type` may be the target of a `kind` post (reply, quote, ReRep…). */
export const canReference = (kind: PostType, type: PostType): boolean =>
  REFERENCE_RULES[kind]?.targets.includes(type) ?? false;

/** The counters reference types raise on the post they name, and the types that raise each. */
export const REFERENCE_COUNTERS = ['numComment', 'numQuote', 'numRerep'] as const;

/** The post types that raise `counter` on the post they refer to (e.g. every reply and comment type for numComment). */
export function typesRaising(counter: ReferenceRule['counter']): PostType[] {
  return (Object.keys(REFERENCE_RULES) as PostType[]).filter(
    (type) => REFERENCE_RULES[type]?.counter === counter,
  );
}

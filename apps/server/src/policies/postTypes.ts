import type { PostType } from '@rep/shared';

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
 * Reference rules: ReRep only of posts that are not questions or articles (or re-posts); quoting is
 * offered except for quote posts and answers (SPEC §6); answers go to questions, comments to their kind.
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

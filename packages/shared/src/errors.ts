import { conflictMessages, messages } from './messages';

/**
 * The error catalogue: a stable code, its HTTP status and the spec's message (SPEC §8, DESIGN.md "Envelope").
 * Clients match on `code`; humans read `message`.
 */
export const errorCatalogue = {
  BadRequest: { status: 400, message: 'Invalid input' },
  InvalidJson: { status: 400, message: 'Malformed JSON body' },
  EmptyPost: { status: 400, message: messages.emptyPost },
  Unauthorized: { status: 401, message: 'Authentication required' },
  WrongCredentials: { status: 401, message: messages.wrongCredentials },
  RefreshReused: { status: 401, message: 'Refresh token is no longer valid' },
  Forbidden: { status: 403, message: 'You are not allowed to do this' },
  AccountBanned: { status: 403, message: messages.accountBanned },
  VerificationRequired: { status: 403, message: 'Identity verification is required for this action' },
  VerificationFailed: { status: 400, message: 'Verification failed, please try again' },
  KycUnavailable: { status: 403, message: 'Identity verification is not available' },
  AdminOnly: { status: 403, message: 'Only a system admin can do this' },
  PostLimitReached: { status: 403, message: messages.postLimitReached },
  NotFound: { status: 404, message: 'Not found' },
  PostNotFound: { status: 404, message: 'Post not found' },
  AccountNotFound: { status: 404, message: messages.accountNotExist },
  IdentityNotFound: { status: 404, message: 'Identity not found' },
  EmailTaken: { status: 409, message: messages.emailTaken },
  AccountExists: { status: 409, message: 'Account already exists' },
  AlreadyLiked: { status: 409, message: conflictMessages.alreadyLiked },
  NotLiked: { status: 409, message: conflictMessages.notLiked },
  AlreadyFollowing: { status: 409, message: conflictMessages.alreadyFollowing },
  NotFollowing: { status: 409, message: conflictMessages.notFollowing },
  AlreadyBookmarked: { status: 409, message: conflictMessages.alreadyBookmarked },
  NotBookmarked: { status: 409, message: conflictMessages.notBookmarked },
  UsernameTaken: { status: 409, message: 'username: is already taken' },
  AlreadyBlocked: { status: 409, message: 'Already blocked this account' },
  NotBlocked: { status: 409, message: 'Not blocking this account' },
  AlreadyRereped: { status: 409, message: 'You already ReRepped this post' },
  PollEnded: { status: 409, message: 'This poll has ended' },
  AlreadyVoted: { status: 409, message: 'You already voted in this poll' },
  NotPostOwner: { status: 403, message: 'You can only delete your own posts' },
  ConversationNotFound: { status: 404, message: 'Conversation not found' },
  NotConversationMember: { status: 403, message: 'You are not a member of this conversation' },
  ChatBlocked: { status: 403, message: 'You cannot message this account' },
  ChatKeysMissing: { status: 409, message: 'has not set up chat yet' },
  ChatKeysExist: { status: 409, message: 'Chat keys are already set up for this account' },
  StaleEpoch: { status: 409, message: 'The conversation key has changed: fetch the conversation again' },
  RekeyRequired: { status: 409, message: 'A member left: start a new conversation key before sending' },
  MessageIdTaken: { status: 409, message: 'This message id is already used in the conversation' },
  ConversationExists: { status: 409, message: 'A direct conversation with this account already exists' },
  ConversationIdTaken: { status: 409, message: 'This conversation id is already used' },
  TooLarge: { status: 413, message: 'Request is too large' },
  RateLimited: { status: 429, message: 'Too many requests, please slow down' },
  Internal: { status: 500, message: 'Something went wrong' },
  NotReady: { status: 503, message: 'The database is not reachable' },
} as const satisfies Record<string, { status: number; message: string }>;

/** A stable error code of the catalogue. */
export type ErrorCode = keyof typeof errorCatalogue;

/** The conflict codes a per-item action queue treats as "already done" (SPEC §4). */
export const alreadyDoneCodes: readonly ErrorCode[] = [
  'AlreadyLiked',
  'NotLiked',
  'AlreadyFollowing',
  'NotFollowing',
  'AlreadyBookmarked',
  'NotBookmarked',
];

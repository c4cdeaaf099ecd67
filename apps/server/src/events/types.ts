/**
 * Rep's domain events (DESIGN.md "Reads and writes"): what a command did, as plain JSON, returned by the
 * command and enqueued as jobs in its transaction (events/emit.ts). Processors (processors/) declare which
 * event types they handle. Times are ISO 8601 strings; ids are the database ids.
 */
import type { PostType, Role } from '@rep/shared';

/** A post was created (any type: replies, quotes and ReReps carry the post they refer to). */
export interface PostCreated {
  type: 'PostCreated';
  postId: string;
  authorId: string;
  communityId: string;
  postType: PostType;
  /** When the post was created (its `created_at`), ISO 8601 in UTC with µs (`2026-11-24T00:48:00.123456Z`). */
  createdAt: string;
  /** The post it refers to (reply, quote, ReRep), or null. */
  refId: string | null;
  refAuthorId: string | null;
}

/** A post was deleted by its author or a SysAdmin. */
export interface PostDeleted {
  type: 'PostDeleted';
  postId: string;
  authorId: string;
  /** Who deleted it (the author or a SysAdmin). */
  actorId: string;
}

/** Every active post of an account was removed (SysAdmin, or the account's deletion). */
export interface PostsRemoved {
  type: 'PostsRemoved';
  accountId: string;
  count: number;
}

/** An account liked a post. */
export interface PostLiked {
  type: 'PostLiked';
  postId: string;
  authorId: string;
  actorId: string;
}

/** An account took its like back. */
export interface PostUnliked {
  type: 'PostUnliked';
  postId: string;
  authorId: string;
  actorId: string;
}

/** An account bookmarked a post. */
export interface PostBookmarked {
  type: 'PostBookmarked';
  postId: string;
  actorId: string;
}

/** An account removed its bookmark of a post. */
export interface PostUnbookmarked {
  type: 'PostUnbookmarked';
  postId: string;
  actorId: string;
}

/** An account voted in a poll. */
export interface PollVoted {
  type: 'PollVoted';
  postId: string;
  actorId: string;
  optionIndex: number;
}

/** `followerId` now follows `followeeId`. */
export interface Followed {
  type: 'Followed';
  followerId: string;
  followeeId: string;
}

/** `followerId` no longer follows `followeeId`. */
export interface Unfollowed {
  type: 'Unfollowed';
  followerId: string;
  followeeId: string;
}

/** `blockerId` blocked `blockedId` (follows both ways were removed in the same transaction). */
export interface Blocked {
  type: 'Blocked';
  blockerId: string;
  blockedId: string;
}

/** `blockerId` lifted its block of `blockedId`. */
export interface Unblocked {
  type: 'Unblocked';
  blockerId: string;
  blockedId: string;
}

/** A SysAdmin banned an account (its sessions were revoked). */
export interface AccountBanned {
  type: 'AccountBanned';
  accountId: string;
}

/** A SysAdmin lifted an account's ban. */
export interface AccountUnbanned {
  type: 'AccountUnbanned';
  accountId: string;
}

/** An account was deleted (by itself or a SysAdmin): its posts and follows are gone. */
export interface AccountDeleted {
  type: 'AccountDeleted';
  accountId: string;
}

/** An account changed its profile (names, bio, handle, avatar, cover image). */
export interface ProfileUpdated {
  type: 'ProfileUpdated';
  accountId: string;
  /** The fields it changed, e.g. `['avatar']`. */
  fields: string[];
}

/** An account reported a post or another account to the admins. */
export interface ReportFiled {
  type: 'ReportFiled';
  reportId: number;
  reporterId: string;
  postId: string | null;
  accountId: string | null;
}

/** An account's KYC role changed (SysAdmin /user/setRole, or a completed verification). */
export interface RoleChanged {
  type: 'RoleChanged';
  accountId: string;
  role: Role;
}

/**
 * A chat message was stored (issue 15). `memberIds` are the conversation's members when it was sent, the
 * sender included (their other devices get it too).
 */
export interface MessageCreated {
  type: 'MessageCreated';
  conversationId: string;
  messageId: string;
  senderId: string;
  memberIds: string[];
}

/**
 * A member read conversations (the socket's `read-list-conversation`, or `/badge/reset/chat`) at `at`; the
 * other members of each get the receipt.
 */
export interface ConversationsRead {
  type: 'ConversationsRead';
  accountId: string;
  conversationIds: string[];
  at: string;
}

/** Every domain event. */
export type DomainEvent =
  | PostCreated
  | PostDeleted
  | PostsRemoved
  | PostLiked
  | PostUnliked
  | PostBookmarked
  | PostUnbookmarked
  | PollVoted
  | Followed
  | Unfollowed
  | Blocked
  | Unblocked
  | AccountBanned
  | AccountUnbanned
  | AccountDeleted
  | ProfileUpdated
  | ReportFiled
  | RoleChanged
  | MessageCreated
  | ConversationsRead;

/** The name of an event type, e.g. `'PostCreated'`. */
export type EventType = DomainEvent['type'];

/** The event of type `T`. */
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;

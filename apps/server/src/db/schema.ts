/**
 * The database schema (Drizzle). Migrations in ./migrations are generated from it with
 * `npm run db:generate -w @rep/server` and applied at start-up.
 */
import type {
  ChatKeyEscrow,
  ConversationKind,
  MediaType,
  NotificationTopic,
  PostType,
  Role,
} from '@rep/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).defaultNow().notNull();

/** A sign-in identity (email + password, or an OIDC subject). One identity holds at most one account. */
export const identities = pgTable('identities', {
  id: text().primaryKey(),
  provider: text().notNull(),
  email: text().unique(),
  passwordHash: text('password_hash'),
  createdAt: createdAt(),
});

/** Account status on the server. `Banned` accounts cannot sign in; `Deleted` accounts are gone. */
export type AccountStatus = 'Active' | 'Banned' | 'Deleted';

/** A Rep account (SPEC §3 "Account / user profile") with its wallet. */
export const accounts = pgTable(
  'accounts',
  {
    id: text().primaryKey(),
    identityId: text('identity_id')
      .notNull()
      .unique()
      .references(() => identities.id),
    username: text().unique(),
    about: jsonb().$type<{ firstName: string; lastName: string }>().notNull(),
    bio: text().notNull().default(''),
    aboutme: text().notNull().default(''),
    avatar: text(),
    coverImage: text('cover_image'),
    invitedBy: text('invited_by'),
    role: text().$type<Role>().notNull().default('Non'),
    status: text().$type<AccountStatus>().notNull().default('Active'),
    walletAddress: text('wallet_address').notNull().unique(),
    /** AES-256-GCM(dataKey, secp256k1 private key), base64 of iv ‖ ciphertext ‖ tag. */
    privateKeyEnc: text('private_key_enc').notNull(),
    /** AES-256-GCM(server master key, dataKey). */
    dataKeyEnc: text('data_key_enc').notNull(),
    numFollower: integer('num_follower').notNull().default(0),
    numFollowing: integer('num_following').notNull().default(0),
    numPosts: integer('num_posts').notNull().default(0),
    createdAt: createdAt(),
    /** Lower-cased name and username for people search (pg_trgm). */
    searchName: text('search_name').generatedAlwaysAs(
      sql`lower(coalesce(about->>'firstName', '') || ' ' || coalesce(about->>'lastName', '') || ' ' || coalesce(username, ''))`,
    ),
  },
  (t) => [
    index('accounts_created_at_idx').on(t.createdAt),
    index('accounts_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
  ],
);

/** Refresh tokens: one row per issued token; rotation marks `used_at`, reuse revokes the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text().primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    familyId: text('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/** A post of any type (SPEC §3 "Post"). `ref_id` is the parent, quoted or re-posted post. */
export const posts = pgTable(
  'posts',
  {
    id: text().primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    communityId: text('community_id').notNull(),
    title: text().notNull().default(''),
    body: text().notNull().default(''),
    postType: text('post_type').$type<PostType>().notNull(),
    refId: text('ref_id'),
    /** The first post of the thread a reply belongs to. */
    rootId: text('root_id'),
    /** The post's media; `alt` is an image's description for screen readers (issue 16). */
    media: jsonb().$type<{ type: MediaType; url: string; alt?: string }>(),
    /** An article's rich text (issue 16): the editor's JSON document, the source of `html`. */
    document: jsonb(),
    /** An article's HTML, sanitised on the server (sanitize-html allow-list): the only HTML ever rendered. */
    html: text(),
    status: text().$type<'Active' | 'Deleted'>().notNull().default('Active'),
    numComment: integer('num_comment').notNull().default(0),
    numLike: integer('num_like').notNull().default(0),
    numRerep: integer('num_rerep').notNull().default(0),
    numQuote: integer('num_quote').notNull().default(0),
    createdAt: createdAt(),
    /** Lower-cased hashtags (without #) extracted on write. */
    hashtags: text().array().notNull().default(sql`'{}'::text[]`),
    /** Lower-cased mentioned usernames (without @) extracted on write. */
    mentions: text().array().notNull().default(sql`'{}'::text[]`),
    /** Full-text search document (SPEC §7 /post/search). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('english', coalesce(title, '') || ' ' || coalesce(body, ''))`,
    ),
    /**
     * 'For you' rank: log10 of weighted engagement plus creation time in units of 12.5 hours, so a post needs
     * 10× the engagement of one 12.5 hours newer to rank above it (Reddit's "hot"). It depends on the
     * counters and the creation time only, never on "now", so pages stay stable while paging and a read is an
     * index scan.
     */
    hotScore: doublePrecision('hot_score').generatedAlwaysAs(
      sql`log(greatest(1 + num_like + 2 * num_comment + 3 * num_rerep + 2 * num_quote, 1)) + rep_epoch(created_at) / 45000`,
    ),
  },
  (t) => [
    index('posts_community_created_idx').on(t.communityId, t.createdAt.desc().nullsFirst()),
    /**
     * Feeds walk these two indexes newest- or hottest-first and keep posts of followed accounts: account_id
     * and id sit in the key so the walk is an index-only scan (no heap visit per skipped post).
     */
    index('posts_active_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.accountId, t.id)
      .where(sql`${t.status} = 'Active'`),
    /**
     * One author's posts newest first (the 'following' fan-in, profile lists, the daily post limit, bulk
     * moderation). Status, community and type sit in the key so the fan-in is an index-only scan.
     */
    index('posts_account_created_idx').on(
      t.accountId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.status,
      t.communityId,
      t.postType,
    ),
    index('posts_ref_created_idx').on(t.refId, t.createdAt).where(sql`${t.refId} is not null`),
    index('posts_community_hot_idx').on(t.communityId, t.hotScore.desc().nullsFirst()),
    index('posts_active_hot_idx')
      .on(t.hotScore.desc().nullsFirst(), t.accountId, t.id)
      .where(sql`${t.status} = 'Active'`),
    /** One author's active posts hottest first (the 'for you' fan-in), index-only with any filter. */
    index('posts_account_active_hot_idx')
      .on(t.accountId, t.hotScore.desc().nullsFirst(), t.id, t.communityId, t.postType)
      .where(sql`${t.status} = 'Active'`),
    /** "Has the viewer re-posted this?" during hydration: one probe per post. */
    index('posts_reposts_idx').on(t.refId, t.accountId).where(sql`${t.postType} = 'RePost'`),
    /** One account's active re-posts: the viewer's re-post flag of a page's posts (hydration/viewerFlags.ts). */
    index('posts_account_reposts_idx')
      .on(t.accountId, t.refId)
      .where(sql`${t.postType} = 'RePost' and ${t.status} = 'Active'`),
    index('posts_search_idx').using('gin', t.searchVector),
    index('posts_hashtags_idx').using('gin', t.hashtags),
  ],
);

/** A poll, keyed by its post (SPEC §3 "Poll"). `votes[i]` counts option i. */
export const polls = pgTable('polls', {
  postId: text('post_id').primaryKey(),
  options: text().array().notNull(),
  votes: integer().array().notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

/** One vote per account and poll. */
export const pollVotes = pgTable(
  'poll_votes',
  {
    postId: text('post_id').notNull(),
    accountId: text('account_id').notNull(),
    optionIndex: integer('option_index').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.accountId] }),
    /** One account's votes, by account: no read has used it since the viewer cache went (a migration may drop it). */
    index('poll_votes_account_idx').on(t.accountId, t.postId, t.optionIndex),
  ],
);

/** A live-stream schedule, keyed by its post (SPEC §3 "Live schedule"). */
export const liveSchedules = pgTable('live_schedules', {
  postId: text('post_id').primaryKey(),
  streamerId: text('streamer_id').notNull(),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  viewers: integer().notNull().default(0),
  createdAt: createdAt(),
});

/** A like: one per account and post. */
export const likes = pgTable(
  'likes',
  {
    accountId: text('account_id').notNull(),
    postId: text('post_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.postId] }),
    index('likes_post_idx').on(t.postId, t.createdAt),
  ],
);

/** A bookmark: one per account and post. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    accountId: text('account_id').notNull(),
    postId: text('post_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.postId] }),
    index('bookmarks_account_created_idx').on(t.accountId, t.createdAt.desc().nullsFirst()),
  ],
);

/** `follower_id` follows `followee_id`. */
export const follows = pgTable(
  'follows',
  {
    followerId: text('follower_id').notNull(),
    followeeId: text('followee_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId, t.followerId),
  ],
);

/** `blocker_id` blocks `blocked_id`; rules hide posts both ways. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: text('blocker_id').notNull(),
    blockedId: text('blocked_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId, t.blockerId),
  ],
);

/** A report of a post or an account, kept for admins. */
export const reports = pgTable(
  'reports',
  {
    id: serial().primaryKey(),
    reporterId: text('reporter_id').notNull(),
    postId: text('post_id'),
    accountId: text('account_id'),
    reason: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('reports_created_idx').on(t.createdAt.desc().nullsFirst())],
);

/** Feedback from users (or anonymous visitors), kept for admins. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial().primaryKey(),
    accountId: text('account_id'),
    message: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt.desc().nullsFirst())],
);

/**
 * A notification to one account (SPEC §3 "Notification"), made by the notifications processor from domain
 * events. `dedup_key` names the thing notified about (`like:<postId>:<sender>`, `follow:<sender>`, …): one
 * notification per recipient and key, so like, unlike, like again notifies once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    recipientId: text('recipient_id').notNull(),
    topic: text().$type<NotificationTopic>().notNull(),
    communityId: text('community_id').notNull(),
    senderId: text('sender_id').notNull(),
    message: text().notNull(),
    postId: text('post_id'),
    parentPostId: text('parent_post_id'),
    postType: text('post_type').$type<PostType>(),
    dedupKey: text('dedup_key').notNull(),
    read: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_recipient_dedup_idx').on(t.recipientId, t.dedupKey),
    /** One account's notifications newest first (the list, the badge count after the last reset). */
    index('notifications_recipient_id_idx').on(t.recipientId, t.id.desc().nullsFirst()),
    /** Notifications of a post, removed with it. */
    index('notifications_post_idx').on(t.postId).where(sql`${t.postId} is not null`),
  ],
);

/**
 * Per-account badge state (SPEC §4): the newest notification id when the notification badge was last reset;
 * the badge counts notifications after it.
 */
export const badges = pgTable('badges', {
  accountId: text('account_id').primaryKey(),
  notificationsSeenId: bigint('notifications_seen_id', { mode: 'number' }).notNull().default(0),
});

/** `subscriber_id` is notified of each new post of `account_id` (`FollowingCreatePost`, the profile's bell). */
export const postSubscriptions = pgTable(
  'post_subscriptions',
  {
    subscriberId: text('subscriber_id').notNull(),
    accountId: text('account_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.subscriberId, t.accountId] }),
    index('post_subscriptions_account_idx').on(t.accountId, t.subscriberId),
  ],
);

/** A web push subscription of an account (`/notification/register`), keyed by the push service endpoint. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text().primaryKey(),
    accountId: text('account_id').notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_account_idx').on(t.accountId)],
);

/**
 * An account's chat identity (issue 15, docs/CHAT.md): its X25519 and Ed25519 public keys and the escrow of
 * their private keys, encrypted in the browser under the user's passphrase. Never plaintext keys.
 */
export const chatIdentities = pgTable('chat_identities', {
  accountId: text('account_id').primaryKey(),
  boxPublicKey: text('box_public_key').notNull(),
  signPublicKey: text('sign_public_key').notNull(),
  escrow: jsonb().$type<ChatKeyEscrow>().notNull(),
  createdAt: createdAt(),
});

/**
 * A chat conversation (SPEC §3 "Conversation"). `direct_key` is the sorted member pair of a `Direct`
 * conversation (one per pair); `epoch` the current key epoch; `rekey_required` is set when a member leaves
 * and cleared by the next epoch. The latest message and count are kept here for the list.
 */
export const conversations = pgTable('conversations', {
  id: text().primaryKey(),
  kind: text().$type<ConversationKind>().notNull(),
  directKey: text('direct_key').unique(),
  epoch: integer().notNull().default(0),
  rekeyRequired: boolean('rekey_required').notNull().default(false),
  createdBy: text('created_by').notNull(),
  numberOfMessages: integer('number_of_messages').notNull().default(0),
  latestMessageSeq: bigint('latest_message_seq', { mode: 'number' }),
  latestMessageAt: timestamp('latest_message_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * A member of a conversation, past or present. A member reads the epochs from `joined_epoch` up to, not
 * including, `left_epoch` (null while a member). `read_at` is the read receipt; `unread_count` the messages
 * of others since.
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: text('conversation_id').notNull(),
    accountId: text('account_id').notNull(),
    joinedEpoch: integer('joined_epoch').notNull(),
    leftEpoch: integer('left_epoch'),
    readAt: timestamp('read_at', { withTimezone: true }),
    unreadCount: integer('unread_count').notNull().default(0),
    joinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.accountId] }),
    /** One account's conversations (the list, the badge). */
    index('conversation_members_account_idx').on(t.accountId, t.conversationId),
  ],
);

/** An epoch's conversation key sealed to one member (`crypto_box_seal`), and who sealed it. */
export const conversationKeys = pgTable(
  'conversation_keys',
  {
    conversationId: text('conversation_id').notNull(),
    epoch: integer().notNull(),
    accountId: text('account_id').notNull(),
    sealedKey: text('sealed_key').notNull(),
    sealedBy: text('sealed_by').notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.epoch, t.accountId] })],
);

/**
 * A chat message (SPEC §3 "Message"): the encrypted envelope only. `seq` orders a conversation's messages;
 * `id` is the client's (or the server's) id, unique in its conversation, so a retry finds the first copy.
 */
export const messages = pgTable(
  'messages',
  {
    seq: bigserial({ mode: 'number' }).primaryKey(),
    conversationId: text('conversation_id').notNull(),
    id: text().notNull(),
    accountId: text('account_id').notNull(),
    epoch: integer().notNull(),
    content: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('messages_conversation_id_idx').on(t.conversationId, t.id),
    /** A conversation's messages newest first. */
    index('messages_conversation_seq_idx').on(t.conversationId, t.seq.desc().nullsFirst()),
  ],
);

/**
 * A stored object (issue 16, SPEC §7 "Distributed storage"): its IPFS-compatible CIDv1, size in bytes and the
 * media type sniffed from its bytes. The bytes live in the blob store (the data directory, or S3) under the CID.
 */
export const storageObjects = pgTable('storage_objects', {
  cid: text().primaryKey(),
  size: bigint({ mode: 'number' }).notNull(),
  mimeType: text('mime_type').notNull(),
  createdAt: createdAt(),
});

/** Who uploaded what: an account's uploads count against its quota once per object. */
export const storageUploads = pgTable(
  'storage_uploads',
  {
    accountId: text('account_id').notNull(),
    cid: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.cid] })],
);

/**
 * A storage runner (SPEC §7 dashboard): a node holding copies. Each server process registers itself
 * (`kind` 'process') and beats; external runners (IPFS nodes) register with their address.
 */
export const storageRunners = pgTable('storage_runners', {
  id: text().primaryKey(),
  kind: text().$type<'process' | 'external'>().notNull(),
  address: text().notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).defaultNow().notNull(),
  createdAt: createdAt(),
});

/** The instance's own GIF library (issue 16), searchable by tag; the GIF's bytes are a stored object. */
export const gifs = pgTable(
  'gifs',
  {
    id: text().primaryKey(),
    cid: text().notNull(),
    title: text().notNull(),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    width: integer().notNull(),
    height: integer().notNull(),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('gifs_tags_idx').using('gin', t.tags)],
);

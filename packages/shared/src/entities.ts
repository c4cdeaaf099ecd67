/**
 * Entity shapes returned by the API (SPEC §3). Times are ISO 8601 UTC strings.
 */
import type { CommunityId } from './schemas/common';

/** Post types (SPEC §3). */
export const POST_TYPES = [
  'Standard',
  'Article',
  'Question',
  'Answer',
  'AnswerComment',
  'ArticleComment',
  'Poll',
  'QuotePost',
  'RePost',
  'Reply',
  'OutThreadReply',
  'LiveSchedule',
  'LiveScheduleComment',
] as const;
export type PostType = (typeof POST_TYPES)[number];

/** Media types (SPEC §3). `Standard` means no media. */
export const MEDIA_TYPES = ['Standard', 'Image', 'Gif', 'Video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/**
 * A post's media (SPEC §3 `media {type, url}`): `url` is the stored object's `/storage/ipfs/<cid>` (images,
 * uploaded videos, GIFs of the instance's library), a GIF provider's URL, or a YouTube link (`Video`). `alt`
 * describes an image for screen readers (issue 16); absent when the author wrote none.
 */
export interface PostMedia {
  type: MediaType;
  url: string;
  alt?: string;
}

/** The media of a post without any: type `Standard`, empty url. */
export const NO_MEDIA: Readonly<PostMedia> = Object.freeze({ type: 'Standard', url: '' });

/** Post status on the server; `draft` and `error` exist only in the web app's cache (SPEC §4). */
export type PostStatus = 'Active' | 'Deleted';

/** A post as the API presents it, with the viewer's flags (SPEC §3 "Post"). */
export interface Post {
  id: string;
  accountId: string;
  communityId: CommunityId;
  title: string;
  body: string;
  /** Creation time, ISO 8601. */
  time: string;
  status: PostStatus;
  isDeleted: boolean;
  /** `post_id` is the referenced post (parent, quoted or re-posted), or null. */
  postType: { type: PostType; post_id: string | null };
  /** Always present (SPEC §3 `media {type, url}`): {@link NO_MEDIA} when the post has none or is hidden. */
  media: PostMedia;
  numComment: number;
  numLike: number;
  numRerep: number;
  numQuote: number;
  isLiked: boolean;
  isBookmarked: boolean;
  isRereped: boolean;
  /** A rich-text article's HTML, sanitised on the server (issue 16); absent for plain-text posts. */
  html?: string;
}

/** KYC role names and their levels (SPEC §3). */
export const ROLES = ['Non', 'Silver', 'Gold', 'SysAdmin'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LEVELS: Record<Role, number> = { Non: 0, Silver: 1, Gold: 2, SysAdmin: 3 };

/** Profile status as seen by the viewer (SPEC §3). */
export type ProfileStatus = 'Active' | 'Deleted' | 'Blocks' | 'IsBlocked';

/** A user profile (SPEC §3 "Account / user profile"). */
export interface UserProfile {
  id: string;
  avatar: string | null;
  /** Cover image URL. */
  thumbnail: string | null;
  displayName: string;
  bio: string;
  aboutme: string;
  invitedBy: string | null;
  numFollower: number;
  numFollowing: number;
  numPosts: number;
  meFollowed: boolean;
  followedMe: boolean;
  /** The viewer gets a `FollowingCreatePost` notification for each new post of this account (the profile's bell). */
  meSubscribed: boolean;
  status: ProfileStatus;
  isDeleted: boolean;
  role: Role;
  username: string | null;
  createdAt: string;
}

/** A poll, keyed by its post's id (SPEC §3 "Poll"). `pollLength` is the end time, ISO 8601. */
export interface Poll {
  id: string;
  options: string[];
  votes: number[];
  pollLength: string;
  /** The option index the viewer voted for, −1 when not voted. */
  voted: number;
}

/** A live schedule, keyed by its post's id (SPEC §3). */
export interface LiveSchedule {
  liveId: string;
  streamerId: string;
  startAt: string;
  endAt: string;
  createdAt: string;
  startedAt: string | null;
  endedAt: string | null;
  viewers: number;
  status: 'Inactive' | 'Active' | 'Started' | 'Ended';
}

/** What a list page refers to, keyed by id (DESIGN.md "Lists"). */
export interface ListMetadata {
  fetchedRecordsCount: number;
  posts: Record<string, Post>;
  polls: Record<string, Poll>;
  lives: Record<string, LiveSchedule>;
  userProfiles: Record<string, UserProfile>;
}

/** The session payload of sign-in and sign-up (SPEC §3 "Session payload"). */
export interface SessionPayload {
  /** Short-lived access token (JWT, 15 min). */
  access: string;
  /** Rotating refresh token. */
  refresh: string;
  /** Token for the realtime stream (Socket.IO). */
  stream: string;
  accountId: string;
  /** The account's data key (base64, AES-256-GCM) that decrypts `privateKey`. */
  encryptionKey: string;
  /** The wallet's secp256k1 private key, encrypted with `encryptionKey` (base64 of iv ‖ ciphertext ‖ tag). */
  privateKey: string;
}

/** Daily post allowance as SPEC §7 reads it (`/profile/getPostLimitInfo` "reads limit, available"). */
export interface PostLimitInfo {
  limit: number;
  available: number;
}

/**
 * The answer of `/profile/getPostLimitInfo`: {@link PostLimitInfo} plus the same values under the names of
 * SPEC §3 "Post limit: max, remaining", so a client written from either section reads it.
 */
export interface PostLimitAnswer extends PostLimitInfo {
  /** Same as `limit`. */
  max: number;
  /** Same as `available`. */
  remaining: number;
}

/** A report of a post or an account, for admins (SPEC §7 /api/report). */
export interface Report {
  id: number;
  reporterId: string;
  postId: string | null;
  accountId: string | null;
  reason: string;
  createdAt: string;
}

/** Feedback sent from the app (SPEC §7 /feedback). */
export interface Feedback {
  id: number;
  accountId: string | null;
  message: string;
  createdAt: string;
}

/** An account as the admin page lists it: the profile plus sign-in email and server status. */
export interface AdminAccount extends UserProfile {
  email: string | null;
  accountStatus: 'Active' | 'Banned' | 'Deleted';
}

/** Actions that need a signed-in wallet and a verification level (SPEC §6). */
export const GUARDED_ACTIONS = ['like', 'follow', 'bookmark', 'reply', 'post', 'report'] as const;
export type GuardedAction = (typeof GUARDED_ACTIONS)[number];
/** The default minimum role of guarded actions (SPEC §6: at least Silver). Servers may configure another. */
export const DEFAULT_GUARD_MIN_ROLE: Role = 'Silver';

/** Server settings the web app needs (GET /api/config). */
export interface PublicConfig {
  /** Minimum KYC role of guarded actions. */
  guardMinRole: Role;
  /** Daily post allowance per role. */
  postLimits: Record<Role, number>;
  /** The VAPID public key (base64url) web push subscriptions are made with (SPEC §7, issue 14). */
  pushPublicKey: string;
  /** Ids of the Rep browser extension the website hands its session to (issue 17; empty: none). */
  extensionIds: string[];
}

/** Notification topics (SPEC §3 "Notification"). */
export const NOTIFICATION_TOPICS = [
  'LikePost',
  'ReplyPost',
  'QuotePost',
  'RepostPost',
  'Chat',
  'Follow',
  'Mention',
  'MentionInReply',
  'FollowingCreatePost',
  'PollEnd',
  'OutThreadReply',
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

/** What a notification refers to (SPEC §3: JSON with postType, postId, parentPostId); empty for `Follow`. */
export interface NotificationMetadata {
  postType?: PostType;
  postId?: string;
  /** The post the notifying post replies to or quotes. */
  parentPostId?: string;
}

/**
 * A notification as the server stores and sends it (SPEC §3 "Notification", server side): on
 * `/notification/list` and as the socket's `notification` event. `notificationId` is a decimal string that
 * grows with time (the `since` cursor); `community` is the post's community (`Rep` for follows, `General`
 * for chat); `message` is a sentence with the sender's name at the time ('Ada Lovelace liked your post').
 */
export interface Notification {
  notificationId: string;
  topic: NotificationTopic;
  community: string;
  senderId: string;
  message: string;
  metadata: NotificationMetadata;
  /** ISO 8601. */
  createdAt: string;
  read: boolean;
}

/**
 * Badge counts (SPEC §3 "Badge counts", §7 /badge/get): notifications not seen since the last badge reset
 * under the caller's display rules, those of the RepSocial community, and conversations with unread messages.
 */
export interface BadgeCounts {
  notifications: number;
  repSocialNotifications: number;
  conversations: number;
}

/**
 * Socket.IO events the server sends (SPEC §7): `notification` carries the stored notification;
 * `message` and `read-list-conversation` belong to chat.
 */
export interface ServerToClientEvents {
  notification: (notification: Notification) => void;
  /** A new chat message, to the other members' sockets and the sender's other devices (issue 15). */
  message: (message: Message) => void;
  'read-list-conversation': (receipt: { conversationIds: string[]; at: string; userId: string }) => void;
}

/** Socket.IO events the client sends (SPEC §7). */
export interface ClientToServerEvents {
  'read-list-conversation': (receipt: { conversationIds: string[]; userId: string }) => void;
}

/** Chat conversation kinds: `Direct` has two members for life; a `Group` has up to 50 (issue 15). */
export type ConversationKind = 'Direct' | 'Group';

/** The caller's place in a conversation: `Active` member, or `Left` (left or removed; reads up to then). */
export type ConversationStatus = 'Active' | 'Left';

/** A chat message's status. */
export type MessageStatus = 'Sent';

/**
 * A chat message (SPEC §3 "Message"). `content` is the end-to-end encrypted envelope
 * (`chatCrypto.encryptMessage`, docs/CHAT.md): the server never sees the text. `id` is letters and digits,
 * chosen by the client or the server; `created` is ISO 8601. `epoch` is the conversation key's epoch the
 * content is encrypted under (also inside the envelope).
 */
export interface Message {
  conversationId: string;
  id: string;
  accountId: string;
  content: string;
  created: string;
  status: MessageStatus;
  epoch: number;
}

/**
 * One conversation key sealed to the caller (docs/CHAT.md "Keys"): the key of `epoch`, sealed with
 * `crypto_box_seal` to the caller's X25519 public key, signed inside by `sealedBy` (a member at the time).
 */
export interface SealedConversationKey {
  epoch: number;
  sealedKey: string;
  sealedBy: string;
}

/** A member's read receipt (SPEC §3 "others"): when they last read the conversation; null if never. */
export interface ReadReceipt {
  userId: string;
  readAt: string | null;
}

/**
 * A conversation as one member sees it (SPEC §3 "Conversation"). `members` are the current members' account
 * ids; `dmPartner` the other member of a `Direct` conversation (null for a group); `secretKey` the caller's
 * sealed key of the current `epoch` (null when the caller has none: left, or a re-key is pending); `keys`
 * every epoch's key the caller may read; `latestMessage` the newest message the caller may read;
 * `unreadMessages` the caller's unread count; `others` the other members' read receipts; `rekeyRequired`
 * is true after a member left, until a member starts the next epoch (sending waits for it).
 */
export interface Conversation {
  id: string;
  kind: ConversationKind;
  members: string[];
  dmPartner: string | null;
  secretKey: string | null;
  epoch: number;
  keys: SealedConversationKey[];
  latestMessageSentAt: string | null;
  numberOfMessage: number;
  latestMessage: Message | null;
  status: ConversationStatus;
  unreadMessages: number;
  others: ReadReceipt[];
  rekeyRequired: boolean;
  createdBy: string;
  createdAt: string;
}

/**
 * An account's chat identity as published (docs/CHAT.md "Keys"): its X25519 public key (sealed boxes) and
 * Ed25519 public key (signatures), base64url without padding.
 */
export interface ChatPublicKeys {
  userId: string;
  boxPublicKey: string;
  signPublicKey: string;
}

/**
 * The escrow of an account's chat private keys: XChaCha20-Poly1305 ciphertext under a key the browser derives
 * from the recovery passphrase with argon2id (`salt`, `opslimit`, `memlimit`); the server never sees the
 * passphrase. Binary fields are base64url without padding.
 */
export interface ChatKeyEscrow {
  version: 1;
  salt: string;
  opslimit: number;
  memlimit: number;
  nonce: string;
  ciphertext: string;
}

/** The caller's own chat identity: public keys and escrow (`/chat/keys/mine`). */
export interface ChatIdentityRecord {
  boxPublicKey: string;
  signPublicKey: string;
  escrow: ChatKeyEscrow;
}

/**
 * A stored object (issue 16, SPEC §7 "Distributed storage"): its IPFS-compatible CIDv1 (`bafkrei…` for a file
 * of one chunk), size in bytes, the media type read from its bytes, and where it is served
 * (`/storage/ipfs/<cid>`, root-relative).
 */
export interface StoredObject {
  cid: string;
  size: number;
  mimeType: string;
  url: string;
}

/** A storage runner (SPEC §7 dashboard): a server process or an external IPFS node holding copies. */
export interface StorageRunner {
  id: string;
  kind: 'process' | 'external';
  address: string;
  /** ISO 8601: its last heartbeat. */
  lastSeenAt: string;
  /** Whether it beat within the heartbeat window. */
  up: boolean;
}

/** `POST /storage/api/v1/dashboard/sysState`: what the storage holds and how many runners are up. */
export interface StorageSysState {
  objects: number;
  bytes: number;
  runnersUp: number;
  runnersTotal: number;
}

/** A GIF of the GIF selection modal (issue 16): the instance's library or a provider's (Tenor, Giphy). */
export interface GifItem {
  id: string;
  title: string;
  /** The GIF to post (a post's `media.url`). */
  url: string;
  /** A small preview for the picker (the same as `url` for the instance's library). */
  previewUrl: string;
  width: number;
  height: number;
  tags: string[];
}

/**
 * Limits and sizes shared by the web app and the API, so a form and the server agree.
 * Source: SPEC §9 "Business constants and limits".
 */

/** Maximum post text, in characters after trimming (SPEC §5 "Post text"). */
export const POST_TEXT_MAX = 512;
/** The counter ring turns yellow at this many characters remaining (SPEC §4). */
export const POST_TEXT_WARN_REMAINING = 20;
/** Beyond this many characters over the limit the ring hides and a plain negative number shows (SPEC §4). */
export const POST_TEXT_NEGATIVE_DISPLAY = -10;
/** Maximum article body, in characters. Articles are long-form; SPEC §5's 512 applies to short posts. */
export const ARTICLE_BODY_MAX = 100_000;
/** Maximum title, in characters (articles, questions). */
export const TITLE_MAX = 300;
/** Default and maximum page sizes, in items (SPEC §9). */
export const PAGE_SIZE_POSTS = 20;
export const PAGE_SIZE_ACCOUNTS = 10;
export const PAGE_SIZE_MAX = 100;
/** Infinite scroll loads the next page this many px from the bottom (SPEC §9). */
export const INFINITE_SCROLL_THRESHOLD_PX = 50;
/** Toast auto-close default, in ms (SPEC §9). */
export const TOAST_AUTO_CLOSE_MS = 3000;
/** Per-item action queue depth: one running, one waiting (SPEC §4, §9). */
export const ACTION_QUEUE_DEPTH = 2;
/** Search text maximum, in characters (SPEC §5 "Search"). */
export const SEARCH_TEXT_MAX = 1000;
/** Password length bounds, in characters (SPEC §5 "Sign-up and login"). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 4096;
/** Name fields on the registration form, in characters. */
export const NAME_MAX = 50;
/** Bio maximum, in characters. */
export const BIO_MAX = 300;
/** Access-token lifetime, in ms (DESIGN.md "Auth"). */
export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
/** Refresh-token lifetime, in ms. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Lifetime of the session's `stream` token (SPEC §4 session payload), in ms. */
export const STREAM_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** Poll limits (SPEC §5 "Poll", §9). */
export const POLL_MIN_OPTIONS = 2;
export const POLL_MAX_OPTIONS = 5;
export const POLL_OPTION_MAX = 25;
export const POLL_MAX_DAYS = 7;
/** Minimum poll length under one hour, in ms (SPEC §5: 5 minutes). */
export const POLL_MIN_MS = 5 * 60 * 1000;
/** Maximum poll length, in ms (7 days). */
export const POLL_MAX_MS = POLL_MAX_DAYS * 24 * 60 * 60 * 1000;
/** Poll countdown tick, in ms (SPEC §9). */
export const POLL_TICK_MS = 1000;
/** Question bodies collapse above this height, in px (SPEC §9). */
export const QUESTION_COLLAPSE_PX = 250;
/** Reading speed, in characters per minute (SPEC §9). */
export const READING_CHARS_PER_MINUTE = 300;
/** 'Liked by' page size (SPEC §9 names a shared constant). */
export const LIKED_BY_PAGE_SIZE = 20;

/** Chat (issue 15): a message's text, in characters, before encryption. */
export const CHAT_MESSAGE_MAX = 2000;
/** Chat: the most members of a group conversation, the creator included. */
export const CHAT_GROUP_MAX_MEMBERS = 50;
/** Chat: the shortest recovery passphrase, in characters (it guards the escrowed private keys). */
export const CHAT_PASSPHRASE_MIN = 12;
/** Chat: the web app's tries to send one message before it shows 'Send message failed' (SPEC §8). */
export const CHAT_SEND_TRIES = 3;
/**
 * Chat: the lowest argon2id cost an escrow may declare (2 passes over 16 MiB, OWASP's floor is 19 MiB × 2). The
 * web app uses a higher one (`ESCROW_OPSLIMIT`, `ESCROW_MEMLIMIT` in chat/crypto.ts); tests use this one.
 */
export const CHAT_ESCROW_MIN_COST = { opslimit: 2, memlimit: 16 * 1024 * 1024 } as const;

/** Media (issue 16, SPEC §5 "Images", §9): the largest image upload, in bytes (answered with 413 above it). */
export const MEDIA_IMAGE_MAX_BYTES = 20 * 1024 * 1024;
/** The largest video (or any other) upload, in bytes. */
export const MEDIA_VIDEO_MAX_BYTES = 100 * 1024 * 1024;
/** Images are compressed in the browser to at most this many px on their longer side (SPEC §5, §9). */
export const IMAGE_MAX_DIMENSION_PX = 2048;
/** An image's alt text, in characters (Mastodon's limit). */
export const ALT_TEXT_MAX = 1500;
/** Storage: the chunk size of IPFS-compatible CIDs, in bytes (a file of one chunk is the raw CID of its bytes). */
export const STORAGE_CHUNK_BYTES = 1024 * 1024;
/** Storage: what one account may upload in all, in bytes (each object counted once per account). */
export const STORAGE_QUOTA_BYTES = 2 * 1024 * 1024 * 1024;
/** Storage: the largest `{data}` of `POST /storage/api/v1/upload`, in characters. */
export const STORAGE_DATA_MAX = 1024 * 1024;

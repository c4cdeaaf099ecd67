/**
 * The endpoint contract: method, base, path, input schema and the response type of every call.
 * The server registers routes from it and the web client calls through it; a path is written only here.
 */
import type { z } from 'zod';
import type {
  AdminAccount,
  BadgeCounts,
  ChatIdentityRecord,
  ChatPublicKeys,
  Conversation,
  Feedback,
  GifItem,
  Message,
  Notification,
  Poll,
  Post,
  PostLimitAnswer,
  PublicConfig,
  Report,
  Role,
  SessionPayload,
  StorageRunner,
  StorageSysState,
  StoredObject,
  UserProfile,
} from './entities';
import type { ApiList, ApiSuccess } from './http';
import * as s from './schemas';

/**
 * Where a call is served: the auth backend (`/auth`), the main backend (`/api`) or the storage (`/storage`).
 * Each is a client setting.
 */
export type ApiBase = 'auth' | 'api' | 'storage';
/** The path each base is served under, on the site's own origin (DESIGN.md "The HTTP contract"). */
export const API_BASE_PATHS = { api: '/api', auth: '/auth', storage: '/storage' } as const satisfies Record<
  ApiBase,
  string
>;
/** The path of a call: its base's path and its own (`/api/post/like-post`). */
export const endpointPath = (endpoint: Pick<Endpoint, 'base' | 'path'>): string =>
  API_BASE_PATHS[endpoint.base] + endpoint.path;
/** `required`: a valid access token; `optional`: the viewer's flags when a token is sent; `none`: public. */
export type AuthMode = 'required' | 'optional' | 'none';
type Method = 'GET' | 'POST' | 'DELETE';
/**
 * `read`: the call changes nothing (feeds, profiles, lookups); `write`: it changes stored state (posts,
 * likes, follows, sessions…). Declared here, not inferred from a method or rate-limit class: the server
 * picks a call's default rate-limit class from it and the OpenAPI document shows it.
 */
export type CallKind = 'read' | 'write';

/** One call of the contract. `Res` is the whole success body. */
export interface Endpoint<In extends z.ZodType = z.ZodType, Res = unknown, A extends AuthMode = AuthMode> {
  method: Method;
  base: ApiBase;
  path: string;
  input: In;
  auth: A;
  kind: CallKind;
  /** Phantom field carrying the response type; never set. */
  readonly response?: Res;
}

/** The input a caller passes (before defaults). */
export type EndpointInput<E extends Endpoint> = z.input<E['input']>;
/** The input a handler receives (after parsing). */
export type EndpointParsed<E extends Endpoint> = z.output<E['input']>;
/** The success body of a call. */
export type EndpointResponse<E extends Endpoint> = NonNullable<E['response']>;

/** Declares a call: `call<Response>()(method, base, path, input, auth, kind)`. */
const call =
  <Res>() =>
  <In extends z.ZodType, A extends AuthMode>(
    method: Method,
    base: ApiBase,
    path: string,
    input: In,
    auth: A,
    kind: CallKind,
  ): Endpoint<In, Res, A> => ({ method, base, path, input, auth, kind });

/** Calls of the separate auth backend (SPEC §7), served at `/auth` + path. */
export const authEndpoints = {
  register: call<ApiSuccess<{ userId: string }>>()(
    'POST',
    'auth',
    '/register',
    s.registerInput,
    'none',
    'write',
  ),
  signIn: call<ApiSuccess<SessionPayload>>()('POST', 'auth', '/sign-in/', s.signInInput, 'none', 'write'),
  signUp: call<ApiSuccess<SessionPayload>>()('POST', 'auth', '/sign-up', s.signUpInput, 'none', 'write'),
  /**
   * Rotates the refresh token. Answers access, refresh and stream (SPEC §7) plus the rest of the session
   * payload (accountId, encryptionKey, privateKey), so a client that keeps only the refresh token can
   * rebuild its session after a reload.
   */
  refreshSession: call<ApiSuccess<SessionPayload>>()(
    'POST',
    'auth',
    '/refresh-session',
    s.refreshSessionInput,
    'none',
    'write',
  ),
  /**
   * A second session for another client of the same signed-in user (the spec names none; issue 17): a new
   * refresh-token family, so the website can hand the browser extension or an embedded frame a session
   * of its own without sharing its own rotating refresh token.
   */
  startLinkedSession: call<ApiSuccess<SessionPayload>>()(
    'POST',
    'auth',
    '/linked-session',
    s.emptyInput,
    'required',
    'write',
  ),
  /** Server-side sign-out (the spec names none): revokes the refresh token's whole family. */
  signOut: call<ApiSuccess<null>>()('POST', 'auth', '/sign-out', s.refreshSessionInput, 'none', 'write'),
  userExisted: call<ApiSuccess<boolean>>()('GET', 'auth', '/userExisted', s.userExistedInput, 'none', 'read'),
  getRole: call<ApiSuccess<{ role: Role }>>()('POST', 'auth', '/get', s.emptyInput, 'required', 'read'),
  createVerification: call<ApiSuccess<{ session: string; verificationUrl: string }>>()(
    'POST',
    'auth',
    '/create-verisoul',
    s.emptyInput,
    'required',
    'write',
  ),
  submitKyc: call<ApiSuccess<{ role: Role }>>()('POST', 'auth', '/kyc', s.kycInput, 'required', 'write'),
  refreshKyc: call<ApiSuccess<{ role: Role }>>()(
    'POST',
    'auth',
    '/refresh-kyc',
    s.emptyInput,
    'required',
    'read',
  ),
  canKyc: call<ApiSuccess<boolean>>()('GET', 'auth', '/can-kyc', s.emptyInput, 'required', 'read'),
  deleteSelf: call<ApiSuccess<null>>()('DELETE', 'auth', '/delete', s.emptyInput, 'required', 'write'),
} as const;

/** Calls of the main backend (SPEC §7), served at `/api` + path. */
export const apiEndpoints = {
  appConfig: call<ApiSuccess<PublicConfig>>()('GET', 'api', '/config', s.emptyInput, 'none', 'read'),
  createPost: call<ApiSuccess<Post>>()(
    'POST',
    'api',
    '/post/create-post',
    s.createPostInput,
    'required',
    'write',
  ),
  listPosts: call<ApiList<Post>>()('POST', 'api', '/post/list', s.listPostsInput, 'optional', 'read'),
  followingPosts: call<ApiList<Post>>()(
    'POST',
    'api',
    '/post/following',
    s.listPostsInput,
    'required',
    'read',
  ),
  getPosts: call<ApiList<Post>>()('POST', 'api', '/post/get', s.getPostsInput, 'optional', 'read'),
  replies: call<ApiList<Post>>()('POST', 'api', '/post/replies', s.repliesInput, 'optional', 'read'),
  userPosts: call<ApiList<Post>>()('POST', 'api', '/post/user', s.userPostsInput, 'optional', 'read'),
  likePost: call<ApiSuccess<{ numLike: number }>>()(
    'POST',
    'api',
    '/post/like-post',
    s.postIdInput,
    'required',
    'write',
  ),
  unlikePost: call<ApiSuccess<{ numLike: number }>>()(
    'POST',
    'api',
    '/post/unlike-post',
    s.postIdInput,
    'required',
    'write',
  ),
  addBookmark: call<ApiSuccess<null>>()(
    'POST',
    'api',
    '/post/add-bookmark',
    s.postIdInput,
    'required',
    'write',
  ),
  removeBookmark: call<ApiSuccess<null>>()(
    'POST',
    'api',
    '/post/remove-bookmark',
    s.postIdInput,
    'required',
    'write',
  ),
  bookmarks: call<ApiList<Post>>()('POST', 'api', '/post/bookmarks', s.bookmarksInput, 'required', 'read'),
  hidePost: call<ApiSuccess<null>>()('POST', 'api', '/post/hide-post', s.postIdInput, 'required', 'write'),
  votePoll: call<ApiSuccess<Poll>>()('POST', 'api', '/post/poll-post', s.pollVoteInput, 'required', 'write'),
  nested: call<ApiList<Post>>()('POST', 'api', '/post/nested', s.nestedInput, 'optional', 'read'),
  hashtag: call<ApiList<Post>>()('POST', 'api', '/post/hashtag', s.hashtagInput, 'optional', 'read'),
  postLikes: call<ApiList<UserProfile>>()('POST', 'api', '/post/likes', s.postLikesInput, 'optional', 'read'),
  searchPosts: call<ApiList<Post>>()('POST', 'api', '/post/search', s.searchPostsInput, 'optional', 'read'),
  removeAllPosts: call<ApiSuccess<{ removed: number }>>()(
    'POST',
    'api',
    '/post/admin-remove-all-post',
    s.removeAllPostsInput,
    'required',
    'write',
  ),
  getProfiles: call<ApiList<UserProfile>>()(
    'POST',
    'api',
    '/profile/get',
    s.getProfilesInput,
    'optional',
    'read',
  ),
  profileByUsername: call<ApiSuccess<UserProfile>>()(
    'POST',
    'api',
    '/profile/by-username',
    s.profileByUsernameInput,
    'optional',
    'read',
  ),
  postLimitInfo: call<ApiSuccess<PostLimitAnswer>>()(
    'POST',
    'api',
    '/profile/getPostLimitInfo',
    s.emptyInput,
    'required',
    'read',
  ),
  updateProfile: call<ApiSuccess<UserProfile>>()(
    'POST',
    'api',
    '/profile/update',
    s.updateProfileInput,
    'required',
    'write',
  ),
  updateAvatar: call<ApiSuccess<UserProfile>>()(
    'POST',
    'api',
    '/profile/updateAvatar',
    s.imageUrlInput,
    'required',
    'write',
  ),
  updateCoverImage: call<ApiSuccess<UserProfile>>()(
    'POST',
    'api',
    '/profile/updateCoverImage',
    s.imageUrlInput,
    'required',
    'write',
  ),
  following: call<ApiList<UserProfile>>()(
    'POST',
    'api',
    '/profile/following',
    s.followListInput,
    'optional',
    'read',
  ),
  followers: call<ApiList<UserProfile>>()(
    'POST',
    'api',
    '/profile/followers',
    s.followListInput,
    'optional',
    'read',
  ),
  mostActive: call<ApiList<UserProfile>>()(
    'POST',
    'api',
    '/profile/most-active',
    s.accountPageInput,
    'optional',
    'read',
  ),
  searchProfiles: call<ApiList<UserProfile>>()(
    'POST',
    'api',
    '/profile/search',
    s.profileSearchInput,
    'optional',
    'read',
  ),
  blockedProfiles: call<ApiList<UserProfile>>()(
    'POST',
    'api',
    '/profile/blocked',
    s.accountPageInput,
    'required',
    'read',
  ),
  follow: call<ApiSuccess<{ isFollowed: boolean }>>()(
    'POST',
    'api',
    '/user/follow',
    s.followInput,
    'required',
    'write',
  ),
  block: call<ApiSuccess<{ isBlocked: boolean }>>()(
    'POST',
    'api',
    '/user/block',
    s.blockInput,
    'required',
    'write',
  ),
  subscribe: call<ApiSuccess<{ isSubscribed: boolean }>>()(
    'POST',
    'api',
    '/user/subscribe',
    s.subscribeInput,
    'required',
    'write',
  ),
  notificationList: call<ApiList<Notification>>()(
    'POST',
    'api',
    '/notification/list',
    s.notificationListInput,
    'required',
    'read',
  ),
  notificationRead: call<ApiSuccess<{ updated: number }>>()(
    'POST',
    'api',
    '/notification/read',
    s.notificationReadInput,
    'required',
    'write',
  ),
  notificationRegister: call<ApiSuccess<{ registered: boolean }>>()(
    'POST',
    'api',
    '/notification/register',
    s.notificationRegisterInput,
    'required',
    'write',
  ),
  notificationDeactivate: call<ApiSuccess<{ deactivated: number }>>()(
    'POST',
    'api',
    '/notification/deactivate',
    s.notificationDeactivateInput,
    'required',
    'write',
  ),
  badgeGet: call<ApiSuccess<BadgeCounts>>()('POST', 'api', '/badge/get', s.badgeGetInput, 'required', 'read'),
  badgeResetNotification: call<ApiSuccess<BadgeCounts>>()(
    'POST',
    'api',
    '/badge/reset/notification',
    s.badgeGetInput,
    'required',
    'write',
  ),
  badgeResetChat: call<ApiSuccess<BadgeCounts>>()(
    'POST',
    'api',
    '/badge/reset/chat',
    s.badgeResetChatInput,
    'required',
    'write',
  ),
  chatKeysGet: call<ApiSuccess<ChatPublicKeys[]>>()(
    'POST',
    'api',
    '/chat/keys/get',
    s.chatKeysGetInput,
    'required',
    'read',
  ),
  /** The caller's chat identity (public keys and escrow), `null` before it is set up. */
  chatKeysMine: call<ApiSuccess<ChatIdentityRecord | null>>()(
    'POST',
    'api',
    '/chat/keys/mine',
    s.emptyInput,
    'required',
    'read',
  ),
  chatKeysSet: call<ApiSuccess<ChatIdentityRecord>>()(
    'POST',
    'api',
    '/chat/keys/set',
    s.chatKeysSetInput,
    'required',
    'write',
  ),
  conversationCreate: call<ApiSuccess<Conversation>>()(
    'POST',
    'api',
    '/chat/conversation/create',
    s.conversationCreateInput,
    'required',
    'write',
  ),
  /** The caller's conversations, latest activity first; the members' profiles in `metadata.userProfiles`. */
  conversationList: call<ApiList<Conversation>>()(
    'POST',
    'api',
    '/chat/conversation/list',
    s.conversationListInput,
    'required',
    'read',
  ),
  conversationGet: call<ApiList<Conversation>>()(
    'POST',
    'api',
    '/chat/conversation/get',
    s.conversationGetInput,
    'required',
    'read',
  ),
  conversationAddMembers: call<ApiSuccess<Conversation>>()(
    'POST',
    'api',
    '/chat/conversation/add-members',
    s.conversationAddMembersInput,
    'required',
    'write',
  ),
  conversationRemoveMembers: call<ApiSuccess<Conversation>>()(
    'POST',
    'api',
    '/chat/conversation/remove-members',
    s.conversationRemoveMembersInput,
    'required',
    'write',
  ),
  conversationRotateKey: call<ApiSuccess<Conversation>>()(
    'POST',
    'api',
    '/chat/conversation/rotate-key',
    s.conversationRotateKeyInput,
    'required',
    'write',
  ),
  conversationLeave: call<ApiSuccess<{ left: boolean }>>()(
    'POST',
    'api',
    '/chat/conversation/leave',
    s.conversationLeaveInput,
    'required',
    'write',
  ),
  createConversationWithMessage: call<ApiSuccess<{ conversation: Conversation; message: Message }>>()(
    'POST',
    'api',
    '/chat/message/create-conversation-with-message',
    s.createConversationWithMessageInput,
    'required',
    'write',
  ),
  /** Newest first; the senders' profiles in `metadata.userProfiles`. */
  messageList: call<ApiList<Message>>()(
    'POST',
    'api',
    '/chat/message/list',
    s.messageListInput,
    'required',
    'read',
  ),
  createMessage: call<ApiSuccess<Message>>()(
    'POST',
    'api',
    '/chat/message/create-message',
    s.createMessageInput,
    'required',
    'write',
  ),
  storageUpload: call<ApiSuccess<StoredObject>>()(
    'POST',
    'storage',
    '/api/v1/upload',
    s.storageUploadInput,
    'required',
    'write',
  ),
  storageSysState: call<ApiSuccess<StorageSysState>>()(
    'POST',
    'storage',
    '/api/v1/dashboard/sysState',
    s.emptyInput,
    'none',
    'read',
  ),
  storageListRunners: call<ApiSuccess<StorageRunner[]>>()(
    'POST',
    'storage',
    '/api/v1/dashboard/listRunners',
    s.emptyInput,
    'none',
    'read',
  ),
  storageFindRunners: call<ApiSuccess<StorageRunner[]>>()(
    'POST',
    'storage',
    '/api/v1/dashboard/findRunners',
    s.findRunnersInput,
    'none',
    'read',
  ),
  gifSearch: call<ApiSuccess<GifItem[]>>()(
    'POST',
    'api',
    '/gif/search',
    s.gifSearchInput,
    'optional',
    'read',
  ),
  gifAdd: call<ApiSuccess<GifItem>>()('POST', 'api', '/gif/add', s.gifAddInput, 'required', 'write'),
  setRole: call<ApiSuccess<{ role: Role }>>()(
    'POST',
    'api',
    '/user/setRole',
    s.setRoleInput,
    'required',
    'write',
  ),
  deleteUsers: call<ApiSuccess<{ deleted: number }>>()(
    'POST',
    'api',
    '/admin/delete-users',
    s.deleteUsersInput,
    'required',
    'write',
  ),
  banAccounts: call<ApiSuccess<{ updated: number }>>()(
    'POST',
    'api',
    '/admin/ban-accounts',
    s.banAccountsInput,
    'required',
    'write',
  ),
  adminAccounts: call<ApiSuccess<AdminAccount[]>>()(
    'POST',
    'api',
    '/admin/accounts',
    s.adminAccountsInput,
    'required',
    'read',
  ),
  adminReports: call<ApiSuccess<Report[]>>()(
    'POST',
    'api',
    '/admin/reports',
    s.adminPageInput,
    'required',
    'read',
  ),
  adminFeedback: call<ApiSuccess<Feedback[]>>()(
    'POST',
    'api',
    '/admin/feedback',
    s.adminPageInput,
    'required',
    'read',
  ),
  report: call<ApiSuccess<{ id: number }>>()('POST', 'api', '/report', s.reportInput, 'required', 'write'),
  feedback: call<ApiSuccess<{ id: number }>>()(
    'POST',
    'api',
    '/feedback',
    s.feedbackInput,
    'optional',
    'write',
  ),
} as const;

/**
 * The endpoint contract: method, base, path, input schema and the response type of every call.
 * The server registers routes from it and the web client calls through it; a path is written only here.
 */
import type { z } from 'zod';
import type {
  AdminAccount,
  Feedback,
  Poll,
  Post,
  PostLimitAnswer,
  PublicConfig,
  Report,
  Role,
  SessionPayload,
  UserProfile,
} from './entities';
import type { ApiList, ApiSuccess } from './http';
import * as s from './schemas';

/** Where a call is served: the auth backend (`/auth`) or the main backend (`/api`). Each is a client setting. */
export type ApiBase = 'auth' | 'api';
/** `required`: a valid access token; `optional`: the viewer's flags when a token is sent; `none`: public. */
export type AuthMode = 'required' | 'optional' | 'none';
type Method = 'GET' | 'POST' | 'DELETE';

/** One call of the contract. `Res` is the whole success body. */
export interface Endpoint<In extends z.ZodType = z.ZodType, Res = unknown, A extends AuthMode = AuthMode> {
  method: Method;
  base: ApiBase;
  path: string;
  input: In;
  auth: A;
  /** Phantom field carrying the response type; never set. */
  readonly response?: Res;
}

/** The input a caller passes (before defaults). */
export type EndpointInput<E extends Endpoint> = z.input<E['input']>;
/** The input a handler receives (after parsing). */
export type EndpointParsed<E extends Endpoint> = z.output<E['input']>;
/** The success body of a call. */
export type EndpointResponse<E extends Endpoint> = NonNullable<E['response']>;

/** Declares a call: `call<Response>()(method, base, path, input, auth)`. */
const call =
  <Res>() =>
  <In extends z.ZodType, A extends AuthMode>(
    method: Method,
    base: ApiBase,
    path: string,
    input: In,
    auth: A,
  ): Endpoint<In, Res, A> => ({ method, base, path, input, auth });

/** Calls of the separate auth backend (SPEC §7), served at `/auth` + path. */
export const authEndpoints = {
  register: call<ApiSuccess<{ userId: string }>>()('POST', 'auth', '/register', s.registerInput, 'none'),
  signIn: call<ApiSuccess<SessionPayload>>()('POST', 'auth', '/sign-in/', s.signInInput, 'none'),
  signUp: call<ApiSuccess<SessionPayload>>()('POST', 'auth', '/sign-up', s.signUpInput, 'none'),
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
  ),
  /** Server-side sign-out (the spec names none): revokes the refresh token's whole family. */
  signOut: call<ApiSuccess<null>>()('POST', 'auth', '/sign-out', s.refreshSessionInput, 'none'),
  userExisted: call<ApiSuccess<boolean>>()('GET', 'auth', '/userExisted', s.userExistedInput, 'none'),
  getRole: call<ApiSuccess<{ role: Role }>>()('POST', 'auth', '/get', s.emptyInput, 'required'),
  createVerification: call<ApiSuccess<{ session: string; verificationUrl: string }>>()(
    'POST',
    'auth',
    '/create-verisoul',
    s.emptyInput,
    'required',
  ),
  submitKyc: call<ApiSuccess<{ role: Role }>>()('POST', 'auth', '/kyc', s.kycInput, 'required'),
  refreshKyc: call<ApiSuccess<{ role: Role }>>()('POST', 'auth', '/refresh-kyc', s.emptyInput, 'required'),
  canKyc: call<ApiSuccess<boolean>>()('GET', 'auth', '/can-kyc', s.emptyInput, 'required'),
  deleteSelf: call<ApiSuccess<null>>()('DELETE', 'auth', '/delete', s.emptyInput, 'required'),
} as const;

/** Calls of the main backend (SPEC §7), served at `/api` + path. */
export const apiEndpoints = {
  appConfig: call<ApiSuccess<PublicConfig>>()('GET', 'api', '/config', s.emptyInput, 'none'),
  createPost: call<ApiSuccess<Post>>()('POST', 'api', '/post/create-post', s.createPostInput, 'required'),
  listPosts: call<ApiList<Post>>()('POST', 'api', '/post/list', s.listPostsInput, 'optional'),
  followingPosts: call<ApiList<Post>>()('POST', 'api', '/post/following', s.listPostsInput, 'required'),
  getPosts: call<ApiList<Post>>()('POST', 'api', '/post/get', s.getPostsInput, 'optional'),
  replies: call<ApiList<Post>>()('POST', 'api', '/post/replies', s.repliesInput, 'optional'),
  userPosts: call<ApiList<Post>>()('POST', 'api', '/post/user', s.userPostsInput, 'optional'),
  likePost: call<ApiSuccess<{ numLike: number }>>()(
    'POST',
    'api',
    '/post/like-post',
    s.postIdInput,
    'required',
  ),
  unlikePost: call<ApiSuccess<{ numLike: number }>>()(
    'POST',
    'api',
    '/post/unlike-post',
    s.postIdInput,
    'required',
  ),
  addBookmark: call<ApiSuccess<null>>()('POST', 'api', '/post/add-bookmark', s.postIdInput, 'required'),
  removeBookmark: call<ApiSuccess<null>>()('POST', 'api', '/post/remove-bookmark', s.postIdInput, 'required'),
  bookmarks: call<ApiList<Post>>()('POST', 'api', '/post/bookmarks', s.bookmarksInput, 'required'),
  hidePost: call<ApiSuccess<null>>()('POST', 'api', '/post/hide-post', s.postIdInput, 'required'),
  votePoll: call<ApiSuccess<Poll>>()('POST', 'api', '/post/poll-post', s.pollVoteInput, 'required'),
  nested: call<ApiList<Post>>()('POST', 'api', '/post/nested', s.nestedInput, 'optional'),
  hashtag: call<ApiList<Post>>()('POST', 'api', '/post/hashtag', s.hashtagInput, 'optional'),
  postLikes: call<ApiList<UserProfile>>()('POST', 'api', '/post/likes', s.postLikesInput, 'optional'),
  searchPosts: call<ApiList<Post>>()('POST', 'api', '/post/search', s.searchPostsInput, 'optional'),
  removeAllPosts: call<ApiSuccess<{ removed: number }>>()(
    'POST',
    'api',
    '/post/admin-remove-all-post',
    s.removeAllPostsInput,
    'required',
  ),
  getProfiles: call<ApiList<UserProfile>>()('POST', 'api', '/profile/get', s.getProfilesInput, 'optional'),
  profileByUsername: call<ApiSuccess<UserProfile>>()(
    'POST',
    'api',
    '/profile/by-username',
    s.profileByUsernameInput,
    'optional',
  ),
  postLimitInfo: call<ApiSuccess<PostLimitAnswer>>()(
    'POST',
    'api',
    '/profile/getPostLimitInfo',
    s.emptyInput,
    'required',
  ),
  updateProfile: call<ApiSuccess<UserProfile>>()(
    'POST',
    'api',
    '/profile/update',
    s.updateProfileInput,
    'required',
  ),
  updateAvatar: call<ApiSuccess<UserProfile>>()(
    'POST',
    'api',
    '/profile/updateAvatar',
    s.imageUrlInput,
    'required',
  ),
  updateCoverImage: call<ApiSuccess<UserProfile>>()(
    'POST',
    'api',
    '/profile/updateCoverImage',
    s.imageUrlInput,
    'required',
  ),
  following: call<ApiList<UserProfile>>()('POST', 'api', '/profile/following', s.followListInput, 'optional'),
  followers: call<ApiList<UserProfile>>()('POST', 'api', '/profile/followers', s.followListInput, 'optional'),
  mostActive: call<ApiList<UserProfile>>()(
    'POST',
    'api',
    '/profile/most-active',
    s.accountPageInput,
    'optional',
  ),
  searchProfiles: call<ApiList<UserProfile>>()(
    'POST',
    'api',
    '/profile/search',
    s.profileSearchInput,
    'optional',
  ),
  blockedProfiles: call<ApiList<UserProfile>>()(
    'POST',
    'api',
    '/profile/blocked',
    s.accountPageInput,
    'required',
  ),
  follow: call<ApiSuccess<{ isFollowed: boolean }>>()(
    'POST',
    'api',
    '/user/follow',
    s.followInput,
    'required',
  ),
  block: call<ApiSuccess<{ isBlocked: boolean }>>()('POST', 'api', '/user/block', s.blockInput, 'required'),
  setRole: call<ApiSuccess<{ role: Role }>>()('POST', 'api', '/user/setRole', s.setRoleInput, 'required'),
  deleteUsers: call<ApiSuccess<{ deleted: number }>>()(
    'POST',
    'api',
    '/admin/delete-users',
    s.deleteUsersInput,
    'required',
  ),
  banAccounts: call<ApiSuccess<{ updated: number }>>()(
    'POST',
    'api',
    '/admin/ban-accounts',
    s.banAccountsInput,
    'required',
  ),
  adminAccounts: call<ApiSuccess<AdminAccount[]>>()(
    'POST',
    'api',
    '/admin/accounts',
    s.adminAccountsInput,
    'required',
  ),
  adminReports: call<ApiSuccess<Report[]>>()('POST', 'api', '/admin/reports', s.adminPageInput, 'required'),
  adminFeedback: call<ApiSuccess<Feedback[]>>()(
    'POST',
    'api',
    '/admin/feedback',
    s.adminPageInput,
    'required',
  ),
  report: call<ApiSuccess<{ id: number }>>()('POST', 'api', '/report', s.reportInput, 'required'),
  feedback: call<ApiSuccess<{ id: number }>>()('POST', 'api', '/feedback', s.feedbackInput, 'optional'),
} as const;

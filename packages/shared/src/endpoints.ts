/**
 * The endpoint contract: method, base, path, input schema and the response type of every call.
 * The server registers routes from it and the web client calls through it; a path is written only here.
 */
import type { z } from 'zod';
import type { Post, PostLimitInfo, Role, SessionPayload, UserProfile } from './entities';
import type { ApiList, ApiSuccess } from './http';
import * as s from './schemas';

/** Where a call is served: the auth backend (`/auth`) or the main backend (`/api`). Each is a client setting. */
export type ApiBase = 'auth' | 'api';
/** `required`: a valid access token; `optional`: the viewer's flags when a token is sent; `none`: public. */
export type AuthMode = 'required' | 'optional' | 'none';

/** One call of the contract. `Res` is the whole success body. */
export interface Endpoint<In extends z.ZodType = z.ZodType, Res = unknown, A extends AuthMode = AuthMode> {
  method: 'GET' | 'POST' | 'DELETE';
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

const define =
  <Res>() =>
  <In extends z.ZodType, A extends AuthMode>(
    e: Omit<Endpoint<In, Res, A>, 'response'>,
  ): Endpoint<In, Res, A> =>
    e;

/** Calls of the separate auth backend (SPEC §7). */
export const authEndpoints = {
  register: define<ApiSuccess<{ userId: string }>>()({
    method: 'POST',
    base: 'auth',
    path: '/register',
    input: s.registerInput,
    auth: 'none',
  }),
  signIn: define<ApiSuccess<SessionPayload>>()({
    method: 'POST',
    base: 'auth',
    path: '/sign-in/',
    input: s.signInInput,
    auth: 'none',
  }),
  signUp: define<ApiSuccess<SessionPayload>>()({
    method: 'POST',
    base: 'auth',
    path: '/sign-up',
    input: s.signUpInput,
    auth: 'none',
  }),
  refreshSession: define<ApiSuccess<Pick<SessionPayload, 'access' | 'refresh' | 'stream'>>>()({
    method: 'POST',
    base: 'auth',
    path: '/refresh-session',
    input: s.refreshSessionInput,
    auth: 'none',
  }),
  userExisted: define<ApiSuccess<boolean>>()({
    method: 'GET',
    base: 'auth',
    path: '/userExisted',
    input: s.userExistedInput,
    auth: 'none',
  }),
  getRole: define<ApiSuccess<{ role: Role }>>()({
    method: 'POST',
    base: 'auth',
    path: '/get',
    input: s.emptyInput,
    auth: 'required',
  }),
} as const;

/** Calls of the main backend (SPEC §7), served at `/api` + path. */
export const apiEndpoints = {
  createPost: define<ApiSuccess<Post>>()({
    method: 'POST',
    base: 'api',
    path: '/post/create-post',
    input: s.createPostInput,
    auth: 'required',
  }),
  listPosts: define<ApiList<Post>>()({
    method: 'POST',
    base: 'api',
    path: '/post/list',
    input: s.listPostsInput,
    auth: 'optional',
  }),
  followingPosts: define<ApiList<Post>>()({
    method: 'POST',
    base: 'api',
    path: '/post/following',
    input: s.listPostsInput,
    auth: 'required',
  }),
  getPosts: define<ApiList<Post>>()({
    method: 'POST',
    base: 'api',
    path: '/post/get',
    input: s.getPostsInput,
    auth: 'optional',
  }),
  replies: define<ApiList<Post>>()({
    method: 'POST',
    base: 'api',
    path: '/post/replies',
    input: s.repliesInput,
    auth: 'optional',
  }),
  userPosts: define<ApiList<Post>>()({
    method: 'POST',
    base: 'api',
    path: '/post/user',
    input: s.userPostsInput,
    auth: 'optional',
  }),
  likePost: define<ApiSuccess<{ numLike: number }>>()({
    method: 'POST',
    base: 'api',
    path: '/post/like-post',
    input: s.postIdInput,
    auth: 'required',
  }),
  unlikePost: define<ApiSuccess<{ numLike: number }>>()({
    method: 'POST',
    base: 'api',
    path: '/post/unlike-post',
    input: s.postIdInput,
    auth: 'required',
  }),
  addBookmark: define<ApiSuccess<null>>()({
    method: 'POST',
    base: 'api',
    path: '/post/add-bookmark',
    input: s.postIdInput,
    auth: 'required',
  }),
  removeBookmark: define<ApiSuccess<null>>()({
    method: 'POST',
    base: 'api',
    path: '/post/remove-bookmark',
    input: s.postIdInput,
    auth: 'required',
  }),
  bookmarks: define<ApiList<Post>>()({
    method: 'POST',
    base: 'api',
    path: '/post/bookmarks',
    input: s.bookmarksInput,
    auth: 'required',
  }),
  getProfiles: define<ApiSuccess<UserProfile[]>>()({
    method: 'POST',
    base: 'api',
    path: '/profile/get',
    input: s.getProfilesInput,
    auth: 'optional',
  }),
  postLimitInfo: define<ApiSuccess<PostLimitInfo>>()({
    method: 'POST',
    base: 'api',
    path: '/profile/getPostLimitInfo',
    input: s.emptyInput,
    auth: 'required',
  }),
  follow: define<ApiSuccess<{ isFollowed: boolean }>>()({
    method: 'POST',
    base: 'api',
    path: '/user/follow',
    input: s.followInput,
    auth: 'required',
  }),
} as const;

/**
 * A client written only from the spec (SPEC §7 "Calls") and DESIGN.md "HTTP contract", for the spec-client
 * integration tests. It knows nothing of `@rep/shared`: paths are the spec's (main backend at `/api` + path,
 * auth backend and front-end server at the spec's own path), POST and DELETE send JSON bodies with the
 * `content-type: application/json` header every JSON client sets, GET sends query parameters (always strings).
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** An answer as the spec client reads it. */
export interface SpecAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the client reads the envelope as the spec writes it
  body: any;
}

/** The spec client: one function per method; `path` is the full path (`/api/post/list`, `/auth/sign-in/`). */
export interface SpecClient {
  post(path: string, body?: unknown, token?: string): Promise<SpecAnswer>;
  get(path: string, query?: Record<string, string>, token?: string): Promise<SpecAnswer>;
  del(path: string, body?: unknown, token?: string): Promise<SpecAnswer>;
}

/** A spec client over `app.inject` (same HTTP stack as a socket, without the port). */
export function specClient(app: FastifyInstance): SpecClient {
  const send = async (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    body: unknown,
    token: string | undefined,
  ): Promise<SpecAnswer> => {
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    };
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const response = await app.inject({ method, url, headers, payload });
    return { status: response.statusCode, body: response.json() };
  };
  return {
    post: (path, body, token) => send('POST', path, body, token),
    get: (path, query = {}, token = undefined) => {
      const search = new URLSearchParams(query).toString();
      return send('GET', search ? `${path}?${search}` : path, undefined, token);
    },
    del: (path, body, token) => send('DELETE', path, body, token),
  };
}

/** SPEC §3 "Post" field names. */
export const POST_FIELDS = [
  'id',
  'accountId',
  'communityId',
  'title',
  'body',
  'time',
  'status',
  'isDeleted',
  'postType',
  'media',
  'numComment',
  'numLike',
  'numRerep',
  'numQuote',
  'isLiked',
  'isBookmarked',
  'isRereped',
] as const;

/** SPEC §3 "Account / user profile" field names. */
export const PROFILE_FIELDS = [
  'id',
  'avatar',
  'thumbnail',
  'displayName',
  'bio',
  'aboutme',
  'invitedBy',
  'numFollower',
  'numFollowing',
  'numPosts',
  'meFollowed',
  'followedMe',
  'status',
  'isDeleted',
  'role',
  'username',
  'createdAt',
] as const;

/** SPEC §3 "Poll" field names. */
export const POLL_FIELDS = ['id', 'options', 'votes', 'pollLength', 'voted'] as const;

/** SPEC §3 "Session payload" field names. */
export const SESSION_FIELDS = [
  'access',
  'refresh',
  'stream',
  'accountId',
  'encryptionKey',
  'privateKey',
] as const;

/** Asserts a success envelope (HTTP 200, `success: true`, `data`) and returns `data`. */
// biome-ignore lint/suspicious/noExplicitAny: returns the envelope's data as the spec client reads it
export function expectSuccess(answer: SpecAnswer): any {
  expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ success: true });
  expect(answer.status).toBe(200);
  expect(answer.body).toHaveProperty('data');
  return answer.body.data;
}

/** Asserts that `value` carries every field of `fields`. */
export function expectFields(value: unknown, fields: readonly string[]): void {
  expect(value).toBeTypeOf('object');
  expect(Object.keys(value as object)).toEqual(expect.arrayContaining([...fields]));
}

/** A post as SPEC §3 writes it: every field, `postType {type, post_id}` and `media {type, url}`. */
export function expectPost(post: unknown): void {
  expectFields(post, POST_FIELDS);
  const { postType, media } = post as { postType: unknown; media: unknown };
  expectFields(postType, ['type', 'post_id']);
  expectFields(media, ['type', 'url']);
}

/**
 * Asserts a list answer (SPEC §3 "List responses", DESIGN.md "Lists"): `data` an array, metadata
 * {fetchedRecordsCount, posts, polls, lives, userProfiles} with `fetchedRecordsCount` the page's length,
 * and every item and referenced entity in the spec's shape. Returns the page.
 */
// biome-ignore lint/suspicious/noExplicitAny: returns the page as the spec client reads it
export function expectList(answer: SpecAnswer, item: 'post' | 'profile'): any[] {
  expectSuccess(answer);
  const { data, metadata } = answer.body;
  expect(Array.isArray(data)).toBe(true);
  expectFields(metadata, ['fetchedRecordsCount', 'posts', 'polls', 'lives', 'userProfiles']);
  expect(metadata.fetchedRecordsCount).toBe(data.length);
  for (const entry of data) (item === 'post' ? expectPost : expectProfile)(entry);
  for (const post of Object.values(metadata.posts)) expectPost(post);
  for (const poll of Object.values(metadata.polls)) expectFields(poll, POLL_FIELDS);
  for (const profile of Object.values(metadata.userProfiles)) expectProfile(profile);
  return data;
}

/** A profile as SPEC §3 writes it. */
export function expectProfile(profile: unknown): void {
  expectFields(profile, PROFILE_FIELDS);
}

/** A spec client's signed-in user: the session payload plus the credentials it signed up with. */
export interface SpecUser {
  email: string;
  password: string;
  access: string;
  refresh: string;
  accountId: string;
}

let serial = 0;

/**
 * Registers (POST /auth/register {email, password}) and signs up (POST /auth/sign-up {userId, idToken,
 * provider, payload}) as SPEC §7 writes it, with `idToken: ''` (no identity-provider token for a password).
 */
export async function specSignUp(client: SpecClient, firstName: string): Promise<SpecUser> {
  const email = `${firstName.toLowerCase()}.${serial++}.${process.pid}@example.test`;
  const password = 'Spec-Client-Passw0rd';
  const { userId } = expectSuccess(await client.post('/auth/register', { email, password }));
  const session = expectSuccess(
    await client.post('/auth/sign-up', {
      userId,
      idToken: '',
      provider: 'password',
      payload: { email, password, firstName, lastName: 'Client' },
    }),
  );
  expectFields(session, SESSION_FIELDS);
  return { email, password, access: session.access, refresh: session.refresh, accountId: session.accountId };
}

/**
 * KYC to Silver as SPEC §7 writes it: POST /auth/create-verisoul answers the session in `message`; the user
 * verifies at the verification host (the embedded local verifier accepts any session it issued); then
 * POST /auth/kyc {session}. Returns the role the call answers.
 */
export async function specVerify(client: SpecClient, user: SpecUser): Promise<string> {
  const started = await client.post('/auth/create-verisoul', undefined, user.access);
  expectSuccess(started);
  const session: string = started.body.message;
  expect(session).toBeTypeOf('string');
  const verified = expectSuccess(await client.post('/auth/kyc', { session }, user.access));
  return verified.role;
}

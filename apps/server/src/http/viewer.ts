import type { Role } from '@rep/shared';
import type { FastifyRequest } from 'fastify';
import { verifyToken } from '../auth/tokens';
import { VIEWER_STATE_MAX, type ViewerAccount, type ViewerState } from '../cache/viewerCache';
import type { AppContext } from '../context';
import type { AccountStatus } from '../db/schema';
import { runStatement, statement } from '../db/statements';
import { FLAG_KINDS, FLAG_SOURCES, type FlagKind, flagRowsSql } from '../hydration/viewerFlags';
import { ApiError } from './errors';

/** The signed-in caller of a request. */
export interface Viewer {
  accountId: string;
  role: Role;
}

const viewerStatement = statement<{ role: Role; status: AccountStatus }>(
  'viewer',
  'select role, status from accounts where id = $1',
);

/**
 * Most followers a state holds: a popular account's followers would cost more to read on every sign-in
 * than probing the few authors of each page for them.
 */
const FOLLOWERS_MAX = 200;

/** Most ids of a kind a state holds. */
const maxOf = (kind: FlagKind) => (kind === 'followers' ? FOLLOWERS_MAX : VIEWER_STATE_MAX);

/**
 * `'kind', [...]` of the state object: the viewer's flagged ids of `kind` (votes as `[postId, option]`
 * pairs), up to one past what the state holds, by the rows of {@link FLAG_SOURCES}.
 */
function stateList(kind: FlagKind): string {
  const value =
    kind === 'votes'
      ? `json_build_array(x.${FLAG_SOURCES[kind].id}, x.option_index)`
      : `x.${FLAG_SOURCES[kind].id}`;
  return `'${kind}', coalesce((select json_agg(s.value) from (select ${value} as value
       from ${flagRowsSql(kind, 'a.id')} limit ${maxOf(kind) + 1}) s), '[]')`;
}

/**
 * The account with its {@link ViewerState}, each kind read by an index-only scan. The lists travel as one
 * JSON value (parsed natively; the driver's text[] parser costs more than the query).
 */
export const viewerStateStatement = statement<{
  role: Role;
  status: AccountStatus;
  state: Record<Exclude<FlagKind, 'votes'>, string[]> & { votes: [string, number][] };
}>(
  'viewer_state',
  `select a.role, a.status, json_build_object(${FLAG_KINDS.map(stateList).join(',\n     ')}) as state
   from accounts a where a.id = $1`,
);

/** The ids of `kind` as a set, or null when the loader read more than the state keeps. */
const held = (kind: FlagKind, list: readonly string[]): ReadonlySet<string> | null =>
  list.length <= maxOf(kind) ? new Set(list) : null;

/** Loads what authorisation reads of an account: its role and status. */
async function loadAccount(ctx: AppContext, accountId: string): Promise<ViewerAccount | undefined> {
  return (await runStatement(ctx.db, viewerStatement, [accountId]))[0];
}

/**
 * Loads a caller's account together with its state, for the viewer cache (cached with it, so pages and
 * the in-memory feeds need no per-viewer query).
 */
async function loadViewerAccount(ctx: AppContext, accountId: string): Promise<ViewerAccount | undefined> {
  const row = (await runStatement(ctx.db, viewerStateStatement, [accountId]))[0];
  if (!row) return undefined;
  const { state } = row;
  const blocking = held('blocking', state.blocking);
  const blockedBy = held('blockedBy', state.blockedBy);
  return {
    role: row.role,
    status: row.status,
    state: {
      following: held('following', state.following),
      followers: held('followers', state.followers),
      blocking,
      blockedBy,
      blocked: blocking && blockedBy ? new Set([...blocking, ...blockedBy]) : null,
      liked: held('liked', state.liked),
      bookmarked: held('bookmarked', state.bookmarked),
      rereped: held('rereped', state.rereped),
      votes: state.votes.length <= maxOf('votes') ? new Map(state.votes) : null,
    },
  };
}

/**
 * The cached state of a signed-in caller (loaded when {@link readViewer} authorised the request); null
 * without the viewer cache or when the account is gone.
 */
export async function viewerState(ctx: AppContext, accountId: string): Promise<ViewerState | null> {
  if (!ctx.viewers) return null;
  return (await ctx.viewers.get(accountId, () => loadViewerAccount(ctx, accountId)))?.state ?? null;
}

/**
 * Reads the bearer access token of a request and loads its account (through the viewer cache, which the
 * change log keeps exact), so a ban or a deletion takes effect on the next request. Returns null when no token is sent.
 * @param write the request is a write: it outdates the caller's cached state (http/route.ts), so a stale
 *   entry is not reloaded with its state, only role and status are read (the next read loads the state)
 * @throws ApiError Unauthorized (bad token, deleted account) or AccountBanned
 */
export async function readViewer(
  ctx: AppContext,
  request: FastifyRequest,
  { write = false } = {},
): Promise<Viewer | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new ApiError('Unauthorized', 'Authorization header must be "Bearer <token>"');
  const token = match[1];
  const verify = async () => {
    const { accountId, claims } = await verifyToken(ctx, token, 'access');
    return { accountId, expiresAt: Number(claims.exp) * 1000 };
  };
  const accountId = ctx.viewers ? await ctx.viewers.accountOf(token, verify) : (await verify()).accountId;
  const account = !ctx.viewers
    ? await loadAccount(ctx, accountId)
    : write
      ? (ctx.viewers.peek(accountId) ?? (await loadAccount(ctx, accountId)))
      : await ctx.viewers.get(accountId, () => loadViewerAccount(ctx, accountId));
  if (!account || account.status === 'Deleted')
    throw new ApiError('Unauthorized', 'Account no longer exists');
  if (account.status === 'Banned') throw new ApiError('AccountBanned');
  return { accountId, role: account.role };
}

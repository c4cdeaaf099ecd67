/**
 * The Lua scripts that read and change a timeline sorted set, each one atomic step and one round trip
 * (registered with ioredis `defineCommand`, so they run as EVALSHA, in pipelines too).
 *
 * A timeline holds post members (members.ts) and one sentinel: the empty member at a negative score, below
 * every post, that says the timeline exists and what it vouches for:
 * - `COMPLETE`: it holds every post of the followed accounts and the viewer (fewer than the maximum);
 * - `TRUNCATED`: it holds every such post down to its oldest member; older ones are only in SQL;
 * - `FILLING`: a reader is filling it from SQL; deliveries land in it, reads go to SQL meanwhile.
 */
import type { ChainableCommander, Redis } from 'ioredis';

/** Sentinel scores (see the module comment). */
export const SENTINEL = { complete: -1, truncated: -2, filling: -3 } as const;

const STATES = `local COMPLETE, TRUNCATED, FILLING = ${SENTINEL.complete}, ${SENTINEL.truncated}, ${SENTINEL.filling}`;

/**
 * Trims to `max` posts (the sentinel has rank 0 and stays) and marks a trimmed timeline `TRUNCATED` unless
 * it is being filled (the filler sets the state).
 */
const TRIM = `local function trim(key, max, state)
  local removed = redis.call('ZREMRANGEBYRANK', key, 1, -(max + 1))
  if removed > 0 and state ~= FILLING then redis.call('ZADD', key, TRUNCATED, '') end
end`;

/**
 * KEYS[1] timeline; ARGV offset, limit, ttl (s), fill ttl (s; 0: do not start a fill), type codes ('' for
 * all), community ids (none for all). Returns `{'ok', member…}` for the page, `{'sql'}` when the timeline
 * cannot vouch for it, or `{'fill'}` when it did not exist and the caller must fill it (marked `FILLING`).
 * Refreshes the TTL of a timeline that answers. A filtered page walks the posts newest first, 100 at a time.
 */
const READ = `${STATES}
local key = KEYS[1]
local head = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
if #head == 0 then
  if tonumber(ARGV[4]) == 0 then return {'sql'} end
  redis.call('ZADD', key, FILLING, '')
  redis.call('EXPIRE', key, ARGV[4])
  return {'fill'}
end
local state = tonumber(head[2])
if state == FILLING then return {'sql'} end
redis.call('EXPIRE', key, ARGV[3])
local offset, limit, types = tonumber(ARGV[1]), tonumber(ARGV[2]), ARGV[5]
local truncated = state == TRUNCATED
local out = {'ok'}
if types == '' and #ARGV == 5 then
  local n = redis.call('ZCARD', key) - 1
  if truncated and offset + limit > n then return {'sql'} end
  if offset >= n then return out end
  for _, m in ipairs(redis.call('ZREVRANGE', key, offset, math.min(offset + limit, n) - 1)) do
    out[#out + 1] = m
  end
  return out
end
local communities = nil
if #ARGV > 5 then
  communities = {}
  for i = 6, #ARGV do communities[ARGV[i]] = true end
end
local matched, wanted = 0, offset + limit
local n = redis.call('ZCARD', key) - 1
for start = 0, n - 1, 100 do
  for _, m in ipairs(redis.call('ZREVRANGE', key, start, math.min(start + 100, n) - 1)) do
    local keep = types == '' or string.find(types, string.sub(m, -1), 1, true) ~= nil
    if keep and communities then
      keep = communities[string.sub(m, 1, string.find(m, '_', 1, true) - 1)] == true
    end
    if keep then
      matched = matched + 1
      if matched > offset then out[#out + 1] = m end
      if matched == wanted then return out end
    end
  end
end
if truncated then return {'sql'} end
return out`;

/**
 * KEYS[1] timeline; ARGV max, ttl (s), truncated (1 when the SQL rows stopped at the maximum), then score and
 * member pairs. Finishes a fill this reader started: adds the rows to the deliveries that came meanwhile,
 * sets the state, trims and sets the TTL. Returns 0 when the timeline is no longer being filled.
 */
const FILL = `${STATES}
${TRIM}
local key = KEYS[1]
local head = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
if #head == 0 or tonumber(head[2]) ~= FILLING then return 0 end
for i = 4, #ARGV, 200 do
  redis.call('ZADD', key, unpack(ARGV, i, math.min(i + 199, #ARGV)))
end
local state = tonumber(ARGV[3]) == 1 and TRUNCATED or COMPLETE
redis.call('ZADD', key, state, '')
trim(key, tonumber(ARGV[1]), state)
redis.call('EXPIRE', key, ARGV[2])
return 1`;

/**
 * KEYS[1] timeline; ARGV max, source, then score and member pairs. The source is `post` (a delivery),
 * `all` (a merge given every recent post of an account) or `more` (a merge given the newest `max` posts of
 * an account that has more). Adds the posts to an existing timeline; a `TRUNCATED` one takes only posts
 * above its oldest member (it cannot vouch below it); after a `more` merge a timeline is `TRUNCATED`. A merge
 * into a `FILLING` timeline deletes it (its rows may predate the follow), so the next read fills afresh.
 * Returns the number of posts added (before the trim), or -1 when the timeline does not exist (or was deleted).
 */
const ADD = `${STATES}
${TRIM}
local key = KEYS[1]
local source = ARGV[2]
local head = redis.call('ZRANGE', key, 0, 1, 'WITHSCORES')
if #head == 0 then return -1 end
local state = tonumber(head[2])
if state == FILLING and source ~= 'post' then
  redis.call('DEL', key)
  return -1
end
local floorMember, floorScore = head[3], tonumber(head[4])
local added = 0
for i = 3, #ARGV, 2 do
  local score, member = tonumber(ARGV[i]), ARGV[i + 1]
  if state ~= TRUNCATED or floorScore == nil or score > floorScore
      or (score == floorScore and member > floorMember) then
    added = added + redis.call('ZADD', key, score, member)
  end
end
if source == 'more' and state ~= TRUNCATED then
  state = TRUNCATED
  redis.call('ZADD', key, TRUNCATED, '')
end
trim(key, tonumber(ARGV[1]), state)
return added`;

/**
 * KEYS[1] timeline; ARGV members. Removes the posts. A `TRUNCATED` timeline left without posts vouches for
 * nothing, and a `FILLING` one may be filled from rows read before the change: both are deleted, so the next
 * read fills afresh. Returns the number removed.
 */
const REMOVE = `${STATES}
local key = KEYS[1]
local head = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
if #head == 0 then return 0 end
if tonumber(head[2]) == FILLING then
  redis.call('DEL', key)
  return 0
end
local removed = 0
for i = 1, #ARGV, 200 do
  removed = removed + redis.call('ZREM', key, unpack(ARGV, i, math.min(i + 199, #ARGV)))
end
if tonumber(head[2]) == TRUNCATED and redis.call('ZCARD', key) == 1 then redis.call('DEL', key) end
return removed`;

/** The timeline commands as ioredis exposes them once defined (on a client and on its pipelines). */
export interface TimelineCommands<Result> {
  repTimelineRead(key: string, ...args: (string | number)[]): Result;
  repTimelineFill(key: string, ...args: (string | number)[]): Result;
  repTimelineAdd(key: string, ...args: (string | number)[]): Result;
  repTimelineRemove(key: string, ...args: (string | number)[]): Result;
}

/** A Redis client with the timeline commands. */
export type TimelineRedis = Redis & TimelineCommands<Promise<unknown>>;
/** A pipeline of a {@link TimelineRedis}. */
export type TimelinePipeline = ChainableCommander & TimelineCommands<ChainableCommander>;

const defined = new WeakSet<Redis>();

/** The client with the timeline commands defined (once per client). */
export function timelineRedis(redis: Redis): TimelineRedis {
  if (!defined.has(redis)) {
    redis.defineCommand('repTimelineRead', { numberOfKeys: 1, lua: READ });
    redis.defineCommand('repTimelineFill', { numberOfKeys: 1, lua: FILL });
    redis.defineCommand('repTimelineAdd', { numberOfKeys: 1, lua: ADD });
    redis.defineCommand('repTimelineRemove', { numberOfKeys: 1, lua: REMOVE });
    defined.add(redis);
  }
  return redis as TimelineRedis;
}

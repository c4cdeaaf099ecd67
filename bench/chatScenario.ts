/**
 * The chat scenario (issue 15): a fresh server child on PostgreSQL + Redis, N accounts connected by
 * Socket.IO, conversations with a history arranged beforehand (bench/chatData.ts), then bursts of end-to-end
 * encrypted messages at fixed rates, each in another conversation (bench/chatPlan.ts), timed from the send to
 * the `message` event at every other member's socket, next to the send's HTTP answer (the baseline of the
 * same run); then /chat/message/list at saturation by distinct members of distinct conversations, next to
 * GET /health. See bench/README.md.
 */
import os from 'node:os';
import { Redis } from 'ioredis';
import {
  type BurstFigures,
  type BurstResult,
  burstFigures,
  countOf,
  type DeliveryStats,
  deliveryStats,
} from './burst';
import { type BurstCost, measureBurstCost } from './burstCost';
import { drain, probe } from './calls';
import { chatBurst, type PlannedMessage } from './chatBurst';
import { type ChatIdentities, encryptAs, seedChatIdentities, seedConversations } from './chatData';
import { planChat, type UnsealedMessage } from './chatPlan';
import { cpuSampler } from './cpu';
import { connect } from './dataset';
import { databaseName, dropDatabase } from './db';
import { type Call, type LatencyStats, type LoadResult, latencyStats, measureLoad } from './load';
import { connectLogged, type RealtimeStore, redisPid, startRealtimeServer } from './realtimeServer';
import { deleteKeys } from './redisKeys';
import { HEALTH } from './rows';
import type { ServerChild } from './server';
import type { SocketFleet } from './socketFleet';
import { createSocketsDatabase, seedSocketAccounts, socketAccountId } from './socketsData';
import { pgSql } from './sql';

const log = (message: string) => console.log(`[chat] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The /chat/message/list row: autocannon at saturation, as bench/load.ts runs the other rows. */
export interface ChatListOptions {
  connections: number;
  warmupSeconds: number;
  seconds: number;
  /** Messages per page (the web app's page). */
  limit: number;
}

/** What a run of the scenario needs. */
export interface ChatOptions extends RealtimeStore {
  /** Accounts, each with a chat identity and a socket. */
  accounts: number;
  /** The bursts, in order: `messages` sent at `rate` per second, each in another conversation. */
  bursts: { messages: number; rate: number }[];
  /** Every this many messages, one goes into a group (the rest are direct). */
  groupEvery: number;
  /** Group sizes (members, the sender included), taken in turn. */
  groupSizes: number[];
  /** Messages stored in each conversation before the run (its history, what the list reads). */
  history: number;
  /** Messages sent before the bursts (same mix, other conversations), not measured. */
  warmupMessages: number;
  /** Handshakes in flight while connecting. */
  concurrency: number;
  /** The list row, or null to skip it. */
  list: ChatListOptions | null;
}

/** Defaults: 2,000 accounts; 200 messages at 20/s, then 1,000 at 100/s; one in 10 in a group of 10–50. */
export const CHAT_DEFAULTS: Omit<ChatOptions, keyof RealtimeStore> = {
  accounts: 2_000,
  bursts: [
    { messages: 200, rate: 20 },
    { messages: 1_000, rate: 100 },
  ],
  groupEvery: 10,
  groupSizes: [10, 20, 30, 40, 50],
  history: 20,
  warmupMessages: 50,
  concurrency: 100,
  list: { connections: 50, warmupSeconds: 3, seconds: 10, limit: 20 },
};

/** `--small` (development): 200 accounts, 100 messages at 20/s then 200 at 100/s, shorter list runs. */
export const CHAT_SMALL: Partial<typeof CHAT_DEFAULTS> = {
  accounts: 200,
  bursts: [
    { messages: 100, rate: 20 },
    { messages: 200, rate: 100 },
  ],
  list: { connections: 20, warmupSeconds: 1, seconds: 3, limit: 20 },
};

/** Delivery of a part of a burst's messages (direct ones, or those in groups). */
export interface ChatDeliveryPart extends DeliveryStats {
  messages: number;
}

/** A burst's figures (bench/burst.ts) and costs (bench/burstCost.ts: the chat processor's jobs), split by kind. */
export interface ChatBurstReport extends BurstFigures, BurstCost {
  direct: ChatDeliveryPart;
  group: ChatDeliveryPart & {
    /** Per group message delivered to every other member: the send → the last member's arrival. */
    lastMember: LatencyStats;
    /** Other members per group message: mean. */
    meanRecipients: number;
  };
}

/** The list row and its baseline. */
export interface ChatListReport {
  health: LoadResult;
  list: LoadResult;
  /** (conversation, member) pairs requested, how many of them differ, and the conversations they read. */
  requests: number;
  distinctPairs: number;
  distinctConversations: number;
  /** Messages in each conversation when listed: its history plus the message the bursts sent. */
  messagesPerConversation: number;
}

/** A run's figures, for RESULTS.md. */
export interface ChatReport {
  date: Date;
  options: ChatOptions;
  conversations: { direct: number; groups: number; groupMembers: number };
  historyMessages: number;
  /** Seconds to seed accounts, identities and conversations (SQL + real keys and envelopes). */
  seedSeconds: number;
  /** The bench's own time to encrypt one message of the bursts (beforehand), ms. */
  encryptMs: number;
  connected: number;
  failures: Record<string, number>;
  connectSeconds: number;
  /** Sockets still connected after the bursts, and the drops seen (by reason). */
  connectedAfter: number;
  drops: Record<string, number>;
  loadAverage: number;
  bursts: ChatBurstReport[];
  list: ChatListReport | null;
  cpu: string;
  nproc: number;
  node: string;
}

/** The queue of the chat processor's event jobs (apps/server/src/processors/chat.ts). */
const CHAT_QUEUE = 'chat';

/** The route of the list row. */
const MESSAGE_LIST_PATH = '/api/chat/message/list';

/** Encrypts every planned message as its sender (before any burst, so the bench's CPU is not measured). */
async function sealMessages(
  identities: ChatIdentities,
  bursts: UnsealedMessage[][],
): Promise<{ messages: PlannedMessage[][]; msPerMessage: number }> {
  const started = performance.now();
  const messages: PlannedMessage[][] = [];
  for (const burst of bursts) {
    const sealed: PlannedMessage[] = [];
    for (const { conversation, text, ...message } of burst) {
      sealed.push({ ...message, content: await encryptAs(identities, conversation, message.sender, text) });
    }
    messages.push(sealed);
  }
  const count = bursts.reduce((sum, burst) => sum + burst.length, 0);
  return { messages, msPerMessage: (performance.now() - started) / Math.max(count, 1) };
}

/** The outcomes of a burst's messages of one kind, and their delivery. */
function part(messages: readonly PlannedMessage[], result: BurstResult, kind: PlannedMessage['kind']) {
  const outcomes = result.outcomes.filter((_, k) => messages[k]!.kind === kind);
  return { outcomes, stats: { messages: outcomes.length, ...deliveryStats(outcomes) } };
}

/** Sends one burst on the connected fleet and measures it. */
async function measureBurst(
  opts: ChatOptions,
  server: ServerChild,
  redisProcess: number | null,
  fleet: SocketFleet,
  messages: PlannedMessage[],
  tokens: readonly string[],
  rate: number,
): Promise<ChatBurstReport> {
  const { result, cost } = await measureBurstCost(
    { databaseUrl: opts.databaseUrl, serverUrl: server.url, serverPid: server.pid, redisPid: redisProcess },
    CHAT_QUEUE,
    messages.length,
    () => chatBurst(server.url, fleet, messages, tokens, rate),
  );
  const direct = part(messages, result, 'Direct');
  const group = part(messages, result, 'Group');
  const whole = group.outcomes.filter((o) => o.status === 200 && o.arrivals.every((a) => a !== null));
  return {
    ...burstFigures(result, rate),
    ...cost,
    direct: direct.stats,
    group: {
      ...group.stats,
      lastMember: latencyStats(whole.map((o) => Math.max(...o.arrivals.map((a) => a!.at)) - o.sentAt)),
      meanRecipients: group.outcomes.length
        ? group.outcomes.reduce((sum, o) => sum + o.arrivals.length, 0) / group.outcomes.length
        : 0,
    },
  };
}

/**
 * /chat/message/list at saturation, each request another member of another conversation in turn (request
 * i reads conversation i mod C as its member ⌊i / C⌋), first page; GET /health of the same server before it.
 */
async function measureList(
  list: ChatListOptions,
  server: ServerChild,
  sampleCpu: ReturnType<typeof cpuSampler>,
  conversations: readonly { id: string; members: number[] }[],
  tokens: readonly string[],
): Promise<Omit<ChatListReport, 'messagesPerConversation'>> {
  let i = 0;
  const pairs = new Set<string>();
  const read = new Set<string>();
  const next = (): Call => {
    const conversation = conversations[i % conversations.length]!;
    const member = conversation.members[Math.floor(i / conversations.length) % conversation.members.length]!;
    i++;
    pairs.add(`${conversation.id} ${member}`);
    read.add(conversation.id);
    return {
      kind: 'message list',
      method: 'POST',
      path: MESSAGE_LIST_PATH,
      body: JSON.stringify({ conversationId: conversation.id, limit: list.limit }),
      token: tokens[member]!,
    };
  };
  const first = next();
  const idleMs = await probe(server.url, first);
  // Requests still queued in the server after a run (autocannon stops waiting, the server does not).
  const settle = async () => {
    await drain(server.url, first, idleMs);
  };
  const shape = { connections: list.connections, seconds: list.seconds };
  log(
    `GET /health (baseline): saturation, ${list.connections} connections, ${list.warmupSeconds} s warm-up + ${list.seconds} s`,
  );
  const health = await measureLoad(server.url, { name: 'health', first: HEALTH }, shape, {
    warmupSeconds: list.warmupSeconds,
    sampleCpu,
  });
  await settle();
  log(`/chat/message/list, distinct members of distinct conversations: saturation`);
  const result = await measureLoad(server.url, { name: 'message list', first, next }, shape, {
    warmupSeconds: list.warmupSeconds,
    afterWarmup: settle,
    sampleCpu,
  });
  await settle();
  log(
    `  ${Math.round(result.requestsPerSecond)} req/s (GET /health ${Math.round(health.requestsPerSecond)}), p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`,
  );
  return { health, list: result, requests: i, distinctPairs: pairs.size, distinctConversations: read.size };
}

/**
 * Runs the scenario on a database made for the run (dropped afterwards) and answers its figures.
 * @throws Error when the database cannot be made or the server does not start
 */
export async function runChatScenario(opts: ChatOptions): Promise<ChatReport> {
  const n = opts.accounts;
  log(
    `database ${databaseName(opts.databaseUrl)}: ${n.toLocaleString('en-US')} accounts with chat identities`,
  );
  await createSocketsDatabase(opts.databaseUrl);
  const redis = new Redis(opts.redisUrl, { maxRetriesPerRequest: 1 });
  try {
    const started = performance.now();
    const plan = await planChat({
      accounts: n,
      messages: [opts.warmupMessages, ...opts.bursts.map((b) => b.messages)],
      groupEvery: opts.groupEvery,
      groupSizes: opts.groupSizes,
    });
    const client = await connect(opts.databaseUrl);
    let identities: ChatIdentities;
    let historyMessages: number;
    try {
      await seedSocketAccounts(pgSql(client), n);
      identities = await seedChatIdentities(pgSql(client), n);
      historyMessages = await seedConversations(pgSql(client), identities, plan.conversations, opts.history);
    } finally {
      await client.end();
    }
    const seedSeconds = (performance.now() - started) / 1000;
    const groups = plan.conversations.filter((c) => c.kind === 'Group');
    log(
      `seeded in ${seedSeconds.toFixed(1)} s: ${plan.conversations.length - groups.length} direct conversations, ${groups.length} groups, ${historyMessages.toLocaleString('en-US')} history messages`,
    );
    const { messages, msPerMessage } = await sealMessages(identities, plan.bursts);
    const conversations = plan.conversations.map(({ id, members }) => ({ id, members }));
    const measured = await measure(opts, redis, messages, conversations);
    return {
      date: new Date(),
      options: opts,
      conversations: {
        direct: plan.conversations.length - groups.length,
        groups: groups.length,
        groupMembers: groups.reduce((sum, g) => sum + g.members.length, 0),
      },
      historyMessages,
      seedSeconds,
      encryptMs: msPerMessage,
      ...measured,
      list: measured.list && { ...measured.list, messagesPerConversation: opts.history + 1 },
      cpu: os.cpus()[0]?.model ?? 'unknown',
      nproc: os.cpus().length,
      node: process.version,
    };
  } finally {
    redis.disconnect();
    await dropDatabase(opts.databaseUrl).catch((error: Error) =>
      log(`could not drop ${databaseName(opts.databaseUrl)}: ${error.message}`),
    );
  }
}

/** The server, its sockets, the warm-up and the bursts, then the list row; the server stopped after. */
async function measure(
  opts: ChatOptions,
  redis: Redis,
  messages: PlannedMessage[][],
  conversations: readonly { id: string; members: number[] }[],
) {
  const n = opts.accounts;
  const redisProcess = await redisPid(redis);
  const { server, sign } = await startRealtimeServer(opts, redis, n);
  try {
    const loadAverage = os.loadavg()[0]!;
    log(`server pid ${server.pid} at ${server.url}`);
    const accountIds = Array.from({ length: n }, (_, k) => socketAccountId(k));
    const tokens = sign(accountIds);
    const { fleet, failures, seconds } = await connectLogged(server.url, tokens, opts.concurrency, log);
    const connected = fleet.connected();
    log(
      `  ${connected.toLocaleString('en-US')} connected in ${seconds.toFixed(1)} s, ${failures.length} failed`,
    );
    const bursts: ChatBurstReport[] = [];
    let connectedAfter = connected;
    let drops: Record<string, number> = {};
    try {
      const [warmup, ...measured] = messages;
      if (connected === n && opts.bursts.length) {
        await chatBurst(server.url, fleet, warmup!, tokens, opts.bursts[0]!.rate);
        for (const [b, { rate }] of opts.bursts.entries()) {
          await sleep(1_000);
          const burst = measured[b]!;
          const inGroups = burst.filter((m) => m.kind === 'Group').length;
          log(`burst: ${burst.length.toLocaleString('en-US')} messages at ${rate}/s (${inGroups} in groups)`);
          const report = await measureBurst(opts, server, redisProcess, fleet, burst, tokens, rate);
          bursts.push(report);
          log(
            `  delivered ${report.delivered} / ${report.expected}: p50 ${report.delivery.p50.toFixed(1)} ms, p99 ${report.delivery.p99.toFixed(1)} ms (HTTP answer p99 ${report.http.p99.toFixed(1)} ms; job wait p99 ${report.jobWait.p99.toFixed(1)} ms, run p99 ${report.jobRun.p99.toFixed(1)} ms)`,
          );
        }
      } else if (opts.bursts.length) {
        log(`bursts skipped: ${connected} of ${n} sockets connected`);
      }
      connectedAfter = fleet.connected();
      drops = fleet.drops();
    } finally {
      await fleet.close();
    }
    const list = opts.list
      ? await measureList(
          opts.list,
          server,
          cpuSampler(server.pid, databaseName(opts.databaseUrl), redisProcess),
          conversations,
          sign(accountIds),
        )
      : null;
    return {
      connected,
      failures: countOf(failures.map((failure) => failure.message)),
      connectSeconds: seconds,
      connectedAfter,
      drops,
      loadAverage,
      bursts,
      list,
    };
  } finally {
    await server.stop();
    await deleteKeys(redis, opts.redisPrefix);
  }
}

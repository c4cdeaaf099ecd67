/**
 * `npx tsx bench/chat.ts`: the chat scenario alone (issue 15): bursts of end-to-end encrypted messages
 * delivered to every other member's socket, and /chat/message/list at saturation (bench/chatScenario.ts).
 * Writes its section of bench/RESULTS.md (bench/chatReport.ts). `npm run bench` runs it too, after the
 * realtime scenario (see bench/README.md).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHAT_DATABASE_URL } from './chatData';
import { chatVerdict, renderChatSection } from './chatReport';
import { CHAT_DEFAULTS, CHAT_SMALL, type ChatOptions, runChatScenario } from './chatScenario';
import { parseBursts, parseFlags, positive } from './flags';
import { writeSection } from './resultsSection';

export const CHAT_USAGE = `npx tsx bench/chat.ts [flags]

  --small               ${CHAT_SMALL.accounts} accounts, bursts ${CHAT_SMALL.bursts?.map((b) => `${b.messages}@${b.rate}`).join(',')}, list runs of ${CHAT_SMALL.list?.seconds} s (development)
  --accounts=${CHAT_DEFAULTS.accounts}       accounts, each with a chat identity and a connected socket
  --bursts=${CHAT_DEFAULTS.bursts.map((b) => `${b.messages}@${b.rate}`).join(',')}
                        messages@per-second, each message in another conversation; 'none': no bursts
  --group-every=${CHAT_DEFAULTS.groupEvery}       one message in this many goes into a group (of ${CHAT_DEFAULTS.groupSizes.join(', ')} members in turn)
  --history=${CHAT_DEFAULTS.history}          messages stored in each conversation beforehand
  --concurrency=${CHAT_DEFAULTS.concurrency}     handshakes in flight while connecting
  --no-list             skip the /chat/message/list row
  --no-write            do not write bench/RESULTS.md
  --json=FILE           also write the figures as JSON to FILE

  env BENCH_CHAT_DATABASE_URL (default ${CHAT_DATABASE_URL}; made anew and dropped, its name must contain
  'bench'), BENCH_REDIS_URL (default redis://127.0.0.1:6379), BENCH_CHAT_REDIS_PREFIX (default rep_bench_chat:)`;

/**
 * The scenario's options from flags (`--name=value`) and the environment.
 * @throws Error on an unknown flag or a bad value
 */
export function parseChatOptions(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
): ChatOptions & { write: boolean; json: string | null } {
  const flags = parseFlags(
    argv,
    ['small', 'accounts', 'bursts', 'group-every', 'history', 'concurrency', 'no-list', 'no-write', 'json'],
    CHAT_USAGE,
  );
  const base = flags.get('small') === 'true' ? { ...CHAT_DEFAULTS, ...CHAT_SMALL } : CHAT_DEFAULTS;
  const history = flags.get('history');
  return {
    ...base,
    databaseUrl: env.BENCH_CHAT_DATABASE_URL || CHAT_DATABASE_URL,
    redisUrl: env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379',
    redisPrefix: env.BENCH_CHAT_REDIS_PREFIX || 'rep_bench_chat:',
    accounts: positive('accounts', flags.get('accounts'), base.accounts),
    bursts: flags.has('bursts')
      ? parseBursts('bursts', flags.get('bursts')!).map(({ count, rate }) => ({ messages: count, rate }))
      : base.bursts,
    groupEvery: positive('group-every', flags.get('group-every'), base.groupEvery),
    history: history === '0' ? 0 : positive('history', history, base.history),
    concurrency: positive('concurrency', flags.get('concurrency'), base.concurrency),
    list: flags.get('no-list') === 'true' ? null : base.list,
    write: flags.get('no-write') !== 'true',
    json: flags.get('json') ?? null,
  };
}

async function main() {
  const argv = process.argv.slice(2);
  const opts = parseChatOptions(argv, process.env);
  const report = await runChatScenario(opts);
  console.log(`[chat] delivered whole within the reference p99? ${chatVerdict(report).text}`);
  if (opts.json) writeFileSync(opts.json, JSON.stringify(report, null, 2));
  if (opts.write) {
    const command = `npx tsx bench/chat.ts${argv.length ? ` ${argv.join(' ')}` : ''}`;
    writeSection('chat', renderChatSection(report, command));
    console.log('[chat] wrote its section of bench/RESULTS.md');
  }
}

const isEntryPoint = process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename;
if (isEntryPoint) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}

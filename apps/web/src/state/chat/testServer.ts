/**
 * Test support for the chat state (not app code): the real server (e2e/support/server.ts, apps/server from
 * source on a PGlite of its own) and a `fetch` for the app pointed at it, with faults a test puts in on
 * purpose. The test file stubs the global with it itself (`vi.stubGlobal('fetch', server.fetch)`), which also
 * makes vitest.config.ts run that file isolated.
 */
import { callServer, createAccount, type TestAccount } from '../../../../../e2e/support/accounts';
import { type ChatAccount, readMessages } from '../../../../../e2e/support/chat';
import { startTestServer, type TestServer } from '../../../../../e2e/support/server';

/** What happens to a matching request: it never leaves ('before'), or its answer is lost ('after'). */
export type Fault = 'before' | 'after';

/** The running server, and the faults and counts of the calls to `path`s the test watches. */
export interface ChatTestServer extends TestServer {
  /** `fetch` for the app: same-origin calls go to the server; absolute URLs pass through untouched. */
  fetch: typeof fetch;
  /** Faults for the next calls whose path ends with the key, used in order. */
  faults: Map<string, Fault[]>;
  /** Calls per path (ending) named in {@link ChatTestServer.faults} or {@link ChatTestServer.count}. */
  calls: Map<string, number>;
  /** Starts counting the calls to `path`. */
  count(path: string): void;
  /** An account with a session (no chat keys). */
  account(firstName: string): Promise<TestAccount>;
  /** The texts `reader` decrypts in the conversation, oldest first, with ids and epochs ([] when none). */
  readAs(
    reader: ChatAccount,
    conversationId: string,
  ): Promise<{ id: string; epoch: number; text: string | null }[]>;
}

/** Starts the server (about 5 s); `close` stops it. */
export async function startChatTestServer(): Promise<ChatTestServer> {
  const server = await startTestServer();
  const realFetch = globalThis.fetch;
  const faults = new Map<string, Fault[]>();
  const calls = new Map<string, number>();
  const appFetch = async (url: string | URL | Request, init?: RequestInit) => {
    const target = String(url);
    if (/^https?:/.test(target)) return realFetch(target, init);
    const watched = [...new Set([...faults.keys(), ...calls.keys()])].find((path) => target.endsWith(path));
    const fault = watched ? faults.get(watched)?.shift() : undefined;
    if (watched) calls.set(watched, (calls.get(watched) ?? 0) + 1);
    if (fault === 'before') throw new TypeError('fetch failed');
    const response = await realFetch(server.url + target, init);
    if (fault === 'after') throw new TypeError('fetch failed');
    return response;
  };
  return {
    ...server,
    fetch: appFetch as typeof fetch,
    faults,
    calls,
    count: (path) => calls.set(path, 0),
    account: (firstName) => createAccount(server.url, { firstName, lastName: 'Tester' }),
    readAs: async (reader, conversationId) => {
      // readMessages asks for the senders' keys, which an empty list cannot name.
      const listed = await callServer<unknown[]>(
        server.url,
        '/api/chat/message/list',
        { conversationId, offset: 0, limit: 50 },
        reader.session.access,
      );
      if (listed.length === 0) return [];
      return (await readMessages(server.url, reader, conversationId))
        .reverse()
        .map(({ message, text }) => ({ id: message.id, epoch: message.epoch, text }));
    },
  };
}

import type { ServerToClientEvents } from '@rep/shared';

/**
 * The realtime gateway as the rest of the server sees it (SPEC §7, DESIGN.md "realtime"): Socket.IO at
 * `/socket.io`, one room per account. With REDIS_URL the rooms span every process (redis-streams adapter),
 * so a processor on any process reaches a socket on any other.
 */
export interface Realtime {
  /** Sends `event` to every socket of `accountId`, on any process; no-op when none is open. */
  toAccount<E extends keyof ServerToClientEvents>(
    accountId: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /** True when `accountId` has a socket open on any process (web push is sent only when not). */
  isOnline(accountId: string): Promise<boolean>;
  /**
   * The accounts among `accountIds` with a socket open on any process: this process's rooms first, then one
   * `fetchSockets` to the other processes for the rest (1 s at most).
   */
  onlineAmong(accountIds: readonly string[]): Promise<Set<string>>;
  /**
   * Disconnects every socket of `accountId`, on any process, discarding their sessions (a ban or a
   * deletion: their tokens would otherwise keep them open until they expire).
   */
  disconnectAccount(accountId: string): void;
  /** Disconnects every socket of this process and stops the adapter (the HTTP server is left to Fastify). */
  close(): Promise<void>;
}

/**
 * Ends the realtime sessions of banned and deleted accounts at once, on every process: HTTP refuses them
 * on the next request (http/viewer.ts), but an open socket was authenticated at its handshake and would
 * stay open until its access token expires.
 */
import type { Realtime } from '../realtime/types';
import { defineProcessor, type Processor } from './processor';

/** The sessions processor; none in a process without a realtime gateway. */
export function sessionsProcessor(realtime: Realtime | null): Processor | null {
  if (!realtime) return null;
  return defineProcessor({
    name: 'sessions',
    events: ['AccountBanned', 'AccountDeleted'],
    async handle(event) {
      realtime.disconnectAccount(event.accountId);
    },
  });
}

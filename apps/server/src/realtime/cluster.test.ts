/**
 * The gateway on two processes sharing one PostgreSQL database and one Redis (redis-streams adapter): an
 * event emitted on one process reaches sockets on the other, a socket that dropped from one recovers on the
 * other, and each process sees who is online on both. Needs TEST_DB=postgres and REDIS_URL.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { labels, sampleMessage } from '../chat/testing';
import {
  createTestApp,
  type SecondProcess,
  startSecondProcess,
  type TestApp,
  type TestUser,
} from '../test/harness';
import { type ClientSocket, closeSockets, collect, next, openSocket, until } from './testClient';

/** The port the client's current transport is connected to (private in the typings). */
const portOf = (socket: ClientSocket): string => (socket.io.engine as unknown as { port: string }).port;

describe.runIf(process.env.TEST_DB === 'postgres' && process.env.REDIS_URL)(
  'two gateways on one Redis',
  () => {
    let a: TestApp;
    let b: SecondProcess;
    let urlA: string;
    let urlB: string;
    let ada: TestUser;
    let bob: TestUser;

    beforeAll(async () => {
      a = await createTestApp({ REDIS_URL: process.env.REDIS_URL as string });
      b = await startSecondProcess(a);
      [urlA, urlB] = await Promise.all([a.listen(), b.listen()]);
      [ada, bob] = await Promise.all([a.signUp('Ada'), a.signUp('Bob')]);
    });
    afterEach(closeSockets);
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('should deliver an event emitted on A to the sockets of the account on B and on A, not to others', async () => {
      const [onA, onB, bobOnB] = await Promise.all([
        openSocket(urlA, { auth: { token: ada.token } }),
        openSocket(urlB, { auth: { token: ada.token } }),
        openSocket(urlB, { auth: { token: bob.token } }),
      ]);
      const [inboxA, inboxB, bobInbox] = [
        collect(onA, 'message'),
        collect(onB, 'message'),
        collect(bobOnB, 'message'),
      ];
      a.realtime.toAccount(ada.accountId, 'message', sampleMessage('from A'));
      b.realtime.toAccount(ada.accountId, 'message', sampleMessage('from B'));
      await until(() => inboxA.length === 2 && inboxB.length === 2);
      // Each process's own emits keep their order; the two processes' are not ordered between them.
      expect(labels(inboxA).sort()).toEqual(['from A', 'from B']);
      expect(labels(inboxB).sort()).toEqual(['from A', 'from B']);
      expect(bobInbox).toEqual([]);
    });

    it('should see on A a socket that is open on B only', async () => {
      const socket = await openSocket(urlB, { auth: { token: bob.token } });
      const local = await openSocket(urlA, { auth: { token: ada.token } });
      expect(await a.realtime.isOnline(bob.accountId)).toBe(true);
      // A batch: Ada from A's own rooms, Bob from B in one question, nobody else.
      const among = await a.realtime.onlineAmong([bob.accountId, ada.accountId, 'client|nobody']);
      expect([...among].sort()).toEqual([ada.accountId, bob.accountId].sort());
      local.close();
      socket.close();
      await until(async () => !(await a.realtime.isOnline(bob.accountId)));
      expect(await b.realtime.isOnline(bob.accountId)).toBe(false);
    });

    it('should recover on B the events missed by a socket that dropped from A, in order', async () => {
      const socket = await openSocket(urlA, { auth: { token: ada.token } });
      const inbox = collect(socket, 'message');
      a.realtime.toAccount(ada.accountId, 'message', sampleMessage(0));
      await until(() => inbox.length === 1);
      // The client comes back through the other process, as behind a load balancer (the manager opens each
      // new transport on its `uri`, private in the typings).
      (socket.io as unknown as { uri: string }).uri = urlB;
      socket.io.engine.close();
      await until(async () => !(await b.realtime.isOnline(ada.accountId)));
      a.realtime.toAccount(ada.accountId, 'message', sampleMessage(1));
      b.realtime.toAccount(ada.accountId, 'message', sampleMessage(2));
      a.realtime.toAccount(ada.accountId, 'message', sampleMessage(3));
      await next(socket, 'connect');
      expect(socket.recovered).toBe(true);
      expect(portOf(socket)).toBe(new URL(urlB).port);
      expect(await a.realtime.isOnline(ada.accountId)).toBe(true);
      await until(() => inbox.length === 4);
      b.realtime.toAccount(ada.accountId, 'message', sampleMessage(4));
      await until(() => inbox.length === 5);
      expect(labels(inbox).slice(0, 1)).toEqual(['0']);
      expect(labels(inbox).slice(1, 4).sort()).toEqual(['1', '2', '3']);
      expect(labels(inbox)[4]).toBe('4');
    });

    // Last: it closes A's gateway.
    it('should let the sockets of a process that shuts down recover on the other one', async () => {
      const socket = await openSocket(urlA, { auth: { token: bob.token } });
      const inbox = collect(socket, 'message');
      a.realtime.toAccount(bob.accountId, 'message', sampleMessage('before'));
      await until(() => inbox.length === 1);
      (socket.io as unknown as { uri: string }).uri = urlB;
      const disconnected = next(socket, 'disconnect');
      await a.realtime.close();
      expect(await disconnected).toBe('transport close');
      b.realtime.toAccount(bob.accountId, 'message', sampleMessage('during the restart'));
      await next(socket, 'connect');
      expect(socket.recovered).toBe(true);
      await until(() => inbox.length === 2);
      expect(labels(inbox)).toEqual(['before', 'during the restart']);
    });
  },
);

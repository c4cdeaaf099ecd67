/**
 * The web push sender against a local fake push service speaking the wire format (test/fakePushService.ts):
 * the VAPID token verifies and the aes128gcm body decrypts to the payload; 404/410 mean `gone`; other
 * failures throw (the job retries).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { generateVapidKeys } from '../../secrets';
import { type FakePushService, startFakePushService } from '../../test/fakePushService';
import { createPushSender, vapidSubject } from '.';
import type { PushSender } from './types';
import { PUSH_TTL_SEC } from './webPush';

describe('the web push sender', () => {
  let fake: FakePushService;
  let sender: PushSender;
  const vapid = generateVapidKeys();

  beforeAll(async () => {
    fake = await startFakePushService();
    sender = createPushSender(
      loadConfig({ ADMIN_EMAIL: 'ops@example.test' }),
      { vapid },
      { agent: fake.agent },
    );
  });
  afterAll(() => fake?.close());

  it('should deliver an encrypted payload with a valid VAPID token', async () => {
    const subscription = fake.subscribe(vapid.publicKey);
    const payload = JSON.stringify({ title: 'Rep', body: 'Ada Lovelace liked your post', url: '/rep' });
    expect(await sender.send(subscription, payload)).toBe('sent');
    expect(fake.refused).toEqual([]);
    expect(fake.received).toEqual([
      {
        endpoint: subscription.endpoint,
        payload,
        ttl: PUSH_TTL_SEC,
        urgency: 'normal',
        claims: { aud: fake.origin, exp: expect.any(Number), sub: 'mailto:ops@example.test' },
      },
    ]);
    expect(sender.publicKey).toBe(vapid.publicKey);
  });

  it('should be refused by the push service when signed with another VAPID key', async () => {
    // The subscription was made for another server's key: the fake checks `k` and the signature.
    const subscription = fake.subscribe(generateVapidKeys().publicKey);
    await expect(sender.send(subscription, '{}')).rejects.toThrow(/push service answered 403/);
    expect(fake.refused.at(-1)?.reason).toMatch(/applicationServerKey/);
  });

  it.each([404, 410])('should answer gone when the push service answers %i', async (status) => {
    const subscription = fake.subscribe(vapid.publicKey);
    fake.answer(subscription.endpoint, status);
    expect(await sender.send(subscription, '{}')).toBe('gone');
  });

  it('should throw on a server error, so the job retries', async () => {
    const subscription = fake.subscribe(vapid.publicKey);
    fake.answer(subscription.endpoint, 500);
    await expect(sender.send(subscription, '{}')).rejects.toThrow(/push service answered 500/);
  });

  it('should throw when the push service cannot be reached', async () => {
    const subscription = fake.subscribe(vapid.publicKey);
    const closed = { ...subscription, endpoint: 'https://127.0.0.1:1/push/none' };
    await expect(sender.send(closed, '{}')).rejects.toThrow(/ECONNREFUSED/);
  });

  it('should pick a contact for the VAPID subject', () => {
    expect(vapidSubject({ VAPID_SUBJECT: 'mailto:push@example.test' })).toBe('mailto:push@example.test');
    expect(vapidSubject({ ADMIN_EMAIL: 'ops@example.test' })).toBe('mailto:ops@example.test');
    expect(vapidSubject({ PUBLIC_URL: 'https://rep.example.test/app' })).toBe('https://rep.example.test');
    expect(vapidSubject({ PUBLIC_URL: 'http://localhost:3000' })).toBe('mailto:admin@localhost');
    expect(vapidSubject({})).toBe('mailto:admin@localhost');
  });
});

/**
 * The web push sender on `web-push` (RFC 8030 delivery, RFC 8291 aes128gcm encryption, RFC 8292 VAPID):
 * the embedded default and the only implementation of {@link PushSender}.
 */
import type { Agent } from 'node:https';
import webPush from 'web-push';
import type { PushOutcome, PushSender, PushTarget } from './types';

/** How long a push service keeps an undelivered message (the device is off), in seconds: one day. */
export const PUSH_TTL_SEC = 24 * 60 * 60;

/** How long one delivery may take before it fails (and its job retries), in milliseconds. */
export const PUSH_TIMEOUT_MS = 10_000;

/** What {@link webPushSender} needs. */
export interface WebPushOptions {
  /** The instance's VAPID key pair, base64url (secrets.ts). */
  publicKey: string;
  privateKey: string;
  /** The VAPID `sub` claim: a `mailto:` or `https:` contact (adapters/push/index.ts picks the default). */
  subject: string;
  /**
   * The HTTPS agent of the requests to push services, e.g. one trusting a test CA (a local fake push
   * service). Default: Node's global agent and CA store.
   */
  agent?: Agent;
}

/**
 * A sender posting to each subscription's push service with a VAPID token for its origin: TTL one day,
 * urgency normal, aes128gcm.
 */
export function webPushSender(options: WebPushOptions): PushSender {
  const { publicKey, privateKey, subject, agent } = options;
  return {
    publicKey,
    async send(target: PushTarget, payload: string): Promise<PushOutcome> {
      try {
        await webPush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails: { subject, publicKey, privateKey },
            TTL: PUSH_TTL_SEC,
            urgency: 'normal',
            contentEncoding: 'aes128gcm',
            timeout: PUSH_TIMEOUT_MS,
            ...(agent ? { agent } : {}),
          },
        );
        return 'sent';
      } catch (error) {
        // 404 and 410: the subscription expired or was unsubscribed (RFC 8030 §7.3); anything else may pass.
        if (error instanceof webPush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
          return 'gone';
        }
        if (error instanceof webPush.WebPushError) {
          throw new Error(`push service answered ${error.statusCode}: ${error.body.slice(0, 200)}`, {
            cause: error,
          });
        }
        throw error;
      }
    },
  };
}

/** A web push subscription as stored (`push_subscriptions`): the push service endpoint and the client's keys. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a push delivery came to: `sent`, or `gone` when the push service answered 404/410 (remove it). */
export type PushOutcome = 'sent' | 'gone';

/**
 * Sends web push messages (RFC 8030 + VAPID RFC 8292, aes128gcm payloads RFC 8291). The embedded default
 * and the only implementation: `web-push` with the instance's VAPID keys.
 */
export interface PushSender {
  /** The VAPID public key, base64url (the browser's `applicationServerKey`). */
  readonly publicKey: string;
  /**
   * Encrypts `payload` for `target` and posts it to its push service.
   * @param payload JSON text, at most ~3 KB
   * @throws Error on other failures (network, 5xx): the job retries
   */
  send(target: PushTarget, payload: string): Promise<PushOutcome>;
}

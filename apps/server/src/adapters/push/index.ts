import type { Agent } from 'node:https';
import type { Config } from '../../config';
import type { Secrets } from '../../secrets';
import type { PushSender } from './types';
import { webPushSender } from './webPush';

/**
 * The VAPID subject (RFC 8292 §2.1, a contact for the push service's operator): `VAPID_SUBJECT`, else
 * `mailto:` the ADMIN_EMAIL, else PUBLIC_URL when it is https (and not localhost, which Apple's service
 * refuses), else `mailto:admin@` PUBLIC_URL's host (or localhost).
 */
export function vapidSubject(config: Pick<Config, 'VAPID_SUBJECT' | 'ADMIN_EMAIL' | 'PUBLIC_URL'>): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  if (config.ADMIN_EMAIL) return `mailto:${config.ADMIN_EMAIL}`;
  const publicUrl = config.PUBLIC_URL ? new URL(config.PUBLIC_URL) : null;
  if (publicUrl?.protocol === 'https:' && publicUrl.hostname !== 'localhost') return publicUrl.origin;
  return `mailto:admin@${publicUrl?.hostname || 'localhost'}`;
}

/**
 * The instance's web push sender: web-push with the VAPID key pair of `secrets` (from the environment or
 * DATA_DIR, secrets.ts) and {@link vapidSubject}.
 * @param options.agent an HTTPS agent for the push services' requests (tests: one trusting a fake's CA)
 */
export function createPushSender(
  config: Config,
  secrets: Pick<Secrets, 'vapid'>,
  options: { agent?: Agent } = {},
): PushSender {
  return webPushSender({ ...secrets.vapid, subject: vapidSubject(config), ...options });
}

export type { PushOutcome, PushSender, PushTarget } from './types';

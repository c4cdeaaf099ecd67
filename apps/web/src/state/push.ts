import { apiEndpoints, type EndpointInput } from '@rep/shared';
import { callApi } from './apiClient';
import { beforeSignOut, useSessionStore } from './session';

/** The service worker that shows pushes (apps/web/public/sw.js), registered for the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * localStorage key of the account this browser's push subscription was registered for, so the next account
 * signing in here does not receive the last one's pushes.
 */
const PUSH_ACCOUNT_KEY = 'rep.push-account';

function storePushAccount(accountId: string | null): void {
  try {
    if (accountId) localStorage.setItem(PUSH_ACCOUNT_KEY, accountId);
    else localStorage.removeItem(PUSH_ACCOUNT_KEY);
  } catch {
    // Browser storage unavailable: the subscription is checked at sign-out only.
  }
}

function storedPushAccount(): string | null {
  try {
    return localStorage.getItem(PUSH_ACCOUNT_KEY);
  } catch {
    return null;
  }
}

/** The user (or the browser) refused notifications: nothing was subscribed. */
export class PushPermissionError extends Error {
  constructor(readonly permission: NotificationPermission) {
    super(
      permission === 'denied'
        ? 'Notifications are blocked for this site in the browser settings.'
        : 'Notifications were not allowed.',
    );
    this.name = 'PushPermissionError';
  }
}

/** Whether this browser can take web push: a service worker, the Push API and notifications. */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The bytes of a base64url string (the VAPID public key of `/api/config`). */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i]);

/** This browser's push subscription for the site, or null (none, or no service worker registered yet). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Turns web push on for this browser (issue 14): asks for permission, registers the service worker, subscribes
 * with the server's VAPID key (a subscription made with another key is replaced) and saves the subscription
 * on the server (`/notification/register`; when that fails the browser's subscription is dropped again).
 * @param publicKey the VAPID public key, base64url (`/api/config` `pushPublicKey`)
 * @throws {PushPermissionError} when notifications are not allowed; the Push API's or the API client's errors
 */
export async function subscribePush(publicKey: string): Promise<PushSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionError(permission);
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  const registration = await navigator.serviceWorker.ready;
  const key = base64UrlToBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const token = subscription.toJSON() as EndpointInput<typeof apiEndpoints.notificationRegister>['token'];
  try {
    await callApi(apiEndpoints.notificationRegister, { token });
    storePushAccount(useSessionStore.getState().session?.accountId ?? null);
  } catch (error) {
    // The server does not know it: no half-on state that would never push.
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
  return subscription;
}

/**
 * Turns web push off for this browser: the server forgets the subscription (`/notification/deactivate`), then
 * the browser drops it (even when the server could not be told: its pushes then fail and it removes it).
 */
export async function unsubscribePush(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  try {
    await callApi(apiEndpoints.notificationDeactivate, { token: subscription.endpoint });
  } finally {
    storePushAccount(null);
    await subscription.unsubscribe();
  }
}

/** Drops this browser's push subscription when it was made for another account than `accountId`. */
async function dropOtherAccountsSubscription(accountId: string): Promise<void> {
  if (storedPushAccount() === accountId) return;
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  storePushAccount(null);
  await subscription.unsubscribe();
}

/**
 * Keeps this browser's push subscription with the account that made it (SPEC §4 "push-token deactivation"):
 * a sign-out removes it on the server, with the leaving session's token, and in the browser; an account
 * signing in where another one's subscription remained (that session ended without a sign-out) drops it, so
 * no one gets another account's pushes. Call once at start-up.
 */
export function bindPushToSession(): void {
  beforeSignOut((session) => {
    void (async () => {
      const subscription = await currentPushSubscription();
      if (!subscription) return;
      storePushAccount(null);
      await fetch(`/api${apiEndpoints.notificationDeactivate.path}`, {
        method: apiEndpoints.notificationDeactivate.method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.access}` },
        body: JSON.stringify({ token: subscription.endpoint }),
        keepalive: true,
      }).catch(() => undefined);
      await subscription.unsubscribe();
    })().catch(() => {
      // The browser's push state is unavailable: nothing to remove.
    });
  });
  useSessionStore.subscribe((state, previous) => {
    const accountId = state.session?.accountId;
    if (!accountId || accountId === previous.session?.accountId) return;
    dropOtherAccountsSubscription(accountId).catch(() => {
      // The browser's push state is unavailable: nothing to drop.
    });
  });
}

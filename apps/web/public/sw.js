/**
 * Rep's service worker: web push only (issue 14), no caching. The server sends a JSON payload
 * `{title, body, url, notificationId, topic}`; a push shows it as a notification, a click focuses a tab already
 * on `url` (or any tab of the site, sent there) or opens one.
 */

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The payload of a push, or a generic one when it is missing or not JSON. */
function readPayload(event) {
  try {
    const data = event.data ? event.data.json() : {};
    return typeof data === 'object' && data !== null ? data : {};
  } catch {
    return { body: event.data ? event.data.text() : '' };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  const url = new URL(typeof payload.url === 'string' ? payload.url : '/', self.location.origin);
  // Only the site's own pages are opened from a notification.
  const target = url.origin === self.location.origin ? url.href : self.location.origin;
  event.waitUntil(
    self.registration.showNotification(typeof payload.title === 'string' ? payload.title : 'Rep', {
      body: typeof payload.body === 'string' ? payload.body : '',
      tag: payload.notificationId ? `notification-${payload.notificationId}` : undefined,
      icon: '/apple-touch-icon.png',
      data: { url: target, topic: payload.topic },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data?.url ?? self.location.origin;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((client) => client.url === url);
      if (same) return same.focus();
      const any = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (any) {
        await any.focus();
        return any.navigate(url).catch(() => self.clients.openWindow(url));
      }
      return self.clients.openWindow(url);
    })(),
  );
});

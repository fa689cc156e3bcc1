// Reminders on this device: loaded into the generated service worker with
// importScripts (vite.config.ts). A push shows the notification the server sent; a tap opens the
// page it names in a window of Tend that is already open (the page navigates itself on the
// spec's NOTIFICATION_CLICK message), or in a new one.
/* eslint-env serviceworker */

const fallback = { title: 'Tend', body: 'Time for your check-in', url: '/app/home', tag: 'tend-reminder' };

function readPayload(event) {
  try {
    const data = event.data ? event.data.json() : {};
    return {
      title: typeof data.title === 'string' ? data.title : fallback.title,
      body: typeof data.body === 'string' ? data.body : fallback.body,
      // Only a path of this site: a notification never sends anyone elsewhere.
      url:
        typeof data.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//')
          ? data.url
          : fallback.url,
      tag: typeof data.tag === 'string' ? data.tag : fallback.tag,
    };
  } catch {
    return fallback;
  }
}

self.addEventListener('push', (event) => {
  const message = readPayload(event);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path =
    event.notification.data && typeof event.notification.data.url === 'string'
      ? event.notification.data.url
      : '/app/home';
  const url = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        open.postMessage({ type: 'NOTIFICATION_CLICK', url });
        await open.focus();
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});

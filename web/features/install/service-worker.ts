// Registers the service worker that vite-plugin-pwa generates (/sw.js). Hand-written rather than
// the plugin's `virtual:pwa-register`, which would bring workbox-window along. It is a module, never
// an inline script (CSP).
//
// Called by the signed-in shell, not at start-up: the offline app is for people with a journal, so
// visitors who only read the landing page neither download the ~700 KB precache nor carry this code
// in the landing page's JS budget. Once registered, the worker serves every page of the site.

type WorkerMessage = { type?: unknown; url?: unknown };

let started = false;

export function registerServiceWorker(): void {
  // In development Vite serves modules fresh; a worker would hold on to stale ones.
  if (started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Once per page load: the shell mounts again after signing out and in.
  started = true;
  const container = navigator.serviceWorker;

  // A page that started without a controller is seeing the very first install: the new worker
  // claiming it changes nothing on screen, so reloading would only make the page blink.
  let hadController = container.controller !== null;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!hadController) {
      hadController = true;
      return;
    }
    // A new release took over. Older lazy chunks are gone from the server and the cache, so this
    // tab must load the new code before it asks for one.
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });

  // A notification click handled by the worker asks the window to open a page of Tend.
  container.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
    const { type, url } = event.data ?? {};
    if (type !== 'NOTIFICATION_CLICK' || typeof url !== 'string') return;
    const target = new URL(url, window.location.href);
    // Only Tend's own pages: a message is not a way to send someone to another site.
    if (target.origin === window.location.origin) window.location.assign(target.href);
  });
  container.startMessages();

  // After the load event, so precaching never competes with the page's own first requests.
  const register = () => {
    container.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.error('The service worker could not be registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import type { LocalPushService } from '../../server/test/push-service.ts';
import { expect } from './test.ts';

/**
 * The subscription this browser would get from its push service, made by the test with real keys
 * at the test's own push service (server/test/push-service.ts): Chromium's push service is off
 * this machine, so PushManager answers with it. Everything after the subscription (the server's
 * encrypted push, the service worker's handling) is real.
 */
export async function stubPushManager(
  context: BrowserContext,
  subscription: { endpoint: string; keys: object },
): Promise<void> {
  await context.addInitScript((fake) => {
    const made = {
      endpoint: fake.endpoint,
      options: { applicationServerKey: null },
      toJSON: () => ({ endpoint: fake.endpoint, expirationTime: null, keys: fake.keys }),
      unsubscribe: async () => true,
    };
    let subscribed = false;
    PushManager.prototype.subscribe = async function subscribe() {
      subscribed = true;
      return made as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return (subscribed ? made : null) as unknown as PushSubscription | null;
    };
  }, subscription);
}

type RunningWorker = { registrationId: string; scopeURL: string };

/**
 * Enables the DevTools ServiceWorker domain on `cdp` and returns the page's registration once its
 * active worker is running. Chromium stops a worker that has been idle for 30 seconds, and a push
 * that DevTools hands to a stopped worker is dropped (a real push service's message would wake it),
 * so a stopped worker is started first.
 */
async function runningServiceWorker(cdp: CDPSession): Promise<RunningWorker> {
  type Version = { versionId: string; registrationId: string; runningStatus: string; status: string };
  let registration: RunningWorker | undefined;
  let versions: Version[] = [];
  let startRequested = false;
  const running = new Promise<RunningWorker>((resolve, reject) => {
    // The two events come in either order, so each one checks with the latest of both.
    const check = () => {
      if (!registration) return;
      const { registrationId, scopeURL } = registration;
      const active = versions.find(
        (each) => each.registrationId === registrationId && each.status === 'activated',
      );
      if (active?.runningStatus === 'running') resolve(registration);
      else if (active && !startRequested) {
        startRequested = true;
        cdp.send('ServiceWorker.startWorker', { scopeURL }).catch(reject);
      }
    };
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((each) => !each.isDeleted);
      if (live && !registration)
        registration = { registrationId: live.registrationId, scopeURL: live.scopeURL };
      check();
    });
    cdp.on('ServiceWorker.workerVersionUpdated', (update) => {
      // Each event carries only the versions that changed.
      versions = [
        ...versions.filter((known) => !update.versions.some((each) => each.versionId === known.versionId)),
        ...update.versions,
      ];
      check();
    });
  });
  await cdp.send('ServiceWorker.enable');
  return running;
}

/**
 * This device, signed in, turned on for notifications from the profile as a person does: the
 * browser's permission granted, its subscription (at the test's push service) stubbed, the
 * service worker in control of the page.
 */
export async function turnOnNotificationsHere(page: Page, context: BrowserContext, push: LocalPushService) {
  await context.grantPermissions(['notifications']);
  await stubPushManager(context, push.subscribe());
  await page.goto('/app/profile');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
  const region = page.getByRole('region', { name: 'Reminders' });
  await region.getByRole('button', { name: 'Turn on notifications on this device' }).click();
  await expect(region.getByRole('status')).toHaveText('Notifications are on for this device.');
}

/** Hands `payload` to the page's service worker as its push service would (DevTools' ServiceWorker domain). */
export async function deliverPush(page: Page, context: BrowserContext, baseURL: string, payload: unknown) {
  const cdp = await context.newCDPSession(page);
  const { registrationId } = await runningServiceWorker(cdp);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL).origin,
    registrationId,
    data: JSON.stringify(payload),
  });
}

/** The notifications the service worker shows, as "title: body". */
export function shownNotifications(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map(
      (each) => `${each.title}: ${each.body}`,
    ),
  );
}

/** A tap on the first notification shown, dispatched in the service worker as the browser would. */
export async function tapNotification(context: BrowserContext) {
  const [worker] = context.serviceWorkers();
  expect(worker).toBeDefined();
  await worker?.evaluate(async () => {
    // The worker's own globals, which the page's DOM types do not describe.
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error('no notification');
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  });
}

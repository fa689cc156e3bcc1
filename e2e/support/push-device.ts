import type { BrowserContext, CDPSession } from '@playwright/test';

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

/** Enables the DevTools ServiceWorker domain on `cdp` and returns the page's registration id. */
export async function serviceWorkerRegistrationId(cdp: CDPSession): Promise<string> {
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((each) => !each.isDeleted);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return registration;
}

// This browser's side of web push: whether it can show Tend's notifications, asking for
// permission, and the subscription the server sends to. The subscription lives in the browser;
// the server only learns its endpoint and keys.

import type { PushSubscriptionInput } from '#domain/reminders/reminders.ts';

export type PushSupport =
  /** Notifications can be turned on here. */
  | 'supported'
  /** iPhone or iPad in Safari: push works only from the app added to the Home Screen (iOS 16.4+). */
  | 'ios-needs-install'
  /** The person said no: only the browser's site settings can undo it. */
  | 'denied'
  /** No web push in this browser (or no service worker, as in development). */
  | 'unsupported';

function isAppleMobile(): boolean {
  const { userAgent, maxTouchPoints } = navigator;
  // iPadOS presents itself as a Mac; touch points give it away.
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

function isInstalledApp(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches;
}

export function pushSupport(): PushSupport {
  const hasApis = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (isAppleMobile() && !isInstalledApp() && !hasApis) return 'ios-needs-install';
  if (!hasApis) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return 'supported';
}

/** A name the person recognises in their list of devices: "Chrome on Android". */
export function deviceLabel(userAgent = navigator.userAgent): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'A browser';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(userAgent)
      ? 'iPhone or iPad'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'Mac'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : undefined;
  return system ? `${browser} on ${system}` : browser;
}

function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export class PushPermissionError extends Error {}

/**
 * How long the browser's push service may take to answer. Chrome's subscribe() waits on Google's
 * push service and never settles where a network or a firewall blocks it; a person should not
 * wait longer than this to hear that and be offered email.
 */
export const PUSH_SERVICE_TIMEOUT_MS = 15_000;

/** The browser's push service did not answer in time: notifications cannot be turned on now. */
export class PushServiceUnreachableError extends Error {
  constructor() {
    super(
      `Notifications could not be turned on: this browser got no answer from its notification service within ${PUSH_SERVICE_TIMEOUT_MS / 1000} seconds. The network may be blocking it.`,
    );
  }
}

/**
 * Asks for permission (the browser's own prompt, after the person pressed the button) and
 * subscribes with the server's key. A subscription made for another key (an older server) is
 * replaced. The prompt waits for the person as long as they like; what follows it, which waits on
 * the browser's push service, is given PUSH_SERVICE_TIMEOUT_MS.
 */
export async function subscribeThisDevice(serverKey: string): Promise<PushSubscriptionInput> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PushPermissionError(
      permission === 'denied'
        ? 'Notifications are blocked for Tend in this browser. You can allow them in the site settings, or choose email.'
        : 'Notifications were not turned on. You can try again, or choose email.',
    );
  }
  return withTimeout(subscribeWithKey(serverKey), PUSH_SERVICE_TIMEOUT_MS);
}

/** `work`, or a PushServiceUnreachableError once `ms` have passed without it settling. */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new PushServiceUnreachableError()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function subscribeWithKey(serverKey: string): Promise<PushSubscriptionInput> {
  const registration = await navigator.serviceWorker.ready;
  const applicationServerKey = keyBytes(serverKey);
  let subscription = await registration.pushManager.getSubscription();
  const currentKey = subscription?.options.applicationServerKey;
  if (subscription && currentKey && !sameBytes(new Uint8Array(currentKey), applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    label: deviceLabel(),
  };
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

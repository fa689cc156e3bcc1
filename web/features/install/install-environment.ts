// What the install banner needs to know about this browser. Read at the moment of deciding, not at
// start-up: none of it is needed before the banner's delay has passed.

/** The spec's local storage flag: once dismissed, the banner never comes back on this browser. */
export const dismissedStorageKey = 'pwa-install-dismissed';

export function wasInstallBannerDismissed(): boolean {
  try {
    return window.localStorage.getItem(dismissedStorageKey) === 'true';
  } catch {
    return false;
  }
}

export function rememberInstallBannerDismissed(): void {
  try {
    window.localStorage.setItem(dismissedStorageKey, 'true');
  } catch {
    // Storage blocked: the banner still hides now, it just may come back on a later visit.
  }
}

/** Already running as an installed app (Android/desktop display mode, or iOS home screen). */
export function isRunningStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

/**
 * iPhone, iPod or iPad. Safari there never fires `beforeinstallprompt`; installing is a manual
 * "Add to Home Screen", which the banner explains instead. iPadOS reports itself as a Mac, but a
 * Mac has no touch screen.
 */
export function isIos(): boolean {
  const { userAgent, maxTouchPoints } = navigator;
  return /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

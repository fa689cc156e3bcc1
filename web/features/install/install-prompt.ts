// The browser's offer to install Tend. Chromium fires `beforeinstallprompt` once per page load,
// often before any React code runs, so this module is part of the entry chunk and starts listening
// at start-up (captureInstallPrompt in main.tsx). The install banner reads it later. Kept tiny: it
// is on the landing page's JS budget; showing the prompt lives in prompt-install.ts, with the banner.

/** Chromium's event; not in TypeScript's DOM types because it is not a standard. */
export type InstallPromptEvent = Event & {
  prompt: () => Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let deferredPrompt: InstallPromptEvent | null = null;
let installed = false;
const subscribers = new Set<() => void>();

function changed() {
  for (const notify of subscribers) notify();
}

export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keeps Chrome's own mini-infobar away: Tend offers installing in its banner, at a calm moment.
    event.preventDefault();
    deferredPrompt = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    deferredPrompt = null;
    changed();
  });
}

/** For useSyncExternalStore: called whenever the offer or the installed state changes. */
export function subscribeToInstallPrompt(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

export function canPromptInstall(): boolean {
  return deferredPrompt !== null;
}

export function wasInstalledThisVisit(): boolean {
  return installed;
}

/** Hands the browser's offer over for its one use: a prompt cannot be shown twice. */
export function takeInstallPrompt(): InstallPromptEvent | null {
  const event = deferredPrompt;
  deferredPrompt = null;
  changed();
  return event;
}

export function noteInstalled(): void {
  installed = true;
  changed();
}

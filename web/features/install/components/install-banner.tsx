import { Download, Share, SquarePlus, X } from 'lucide-react';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import {
  isIos,
  isRunningStandalone,
  rememberInstallBannerDismissed,
  wasInstallBannerDismissed,
} from '../install-environment.ts';
import { canPromptInstall, subscribeToInstallPrompt, wasInstalledThisVisit } from '../install-prompt.ts';
import { promptInstall } from '../prompt-install.ts';

/** The spec's default delay; the dashboard asks for 5000 ms. */
const defaultDelayMs = 3000;

type Kind = 'prompt' | 'ios';

/**
 * 'Add Tend to your home screen', at the bottom after a delay (spec "Install banner"). It never
 * takes focus: it appears while someone is reading, and pulling them away would be rude. It is a
 * labelled region at the end of the page, in the flow rather than fixed over it: a fixed banner
 * covered the dashboard's main button until dismissed, and an offer must never hide the journal.
 * Appearing after everything else, it moves nothing that is already on screen.
 */
export function InstallBanner({ delayMs = defaultDelayMs }: { delayMs?: number }) {
  const titleId = useId();
  const [delayOver, setDelayOver] = useState(false);
  const [closed, setClosed] = useState(false);
  const promptAvailable = useSyncExternalStore(subscribeToInstallPrompt, canPromptInstall, () => false);
  const installed = useSyncExternalStore(subscribeToInstallPrompt, wasInstalledThisVisit, () => false);

  useEffect(() => {
    const timer = window.setTimeout(() => setDelayOver(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);

  let kind: Kind | null = null;
  if (delayOver && !closed && !installed && !wasInstallBannerDismissed() && !isRunningStandalone()) {
    // The offer may also arrive after the delay; the banner shows as soon as it does.
    if (promptAvailable) kind = 'prompt';
    else if (isIos()) kind = 'ios';
  }

  if (kind === null) return null;

  // The button pressed disappears with the banner; focus goes to the page rather than being lost
  // to the top of the document.
  const close = () => {
    setClosed(true);
    document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
  };

  const dismiss = () => {
    rememberInstallBannerDismissed();
    close();
  };

  const install = async () => {
    // The browser's dialog takes over (the offer is spent, so the banner hides at once). Accepted:
    // installed, gone for good. Declined or failed: gone for now, without the permanent flag.
    close();
    await promptInstall();
  };

  return (
    <section aria-labelledby={titleId} data-install-banner className="mt-8">
      <div className="mx-auto flex max-w-xl items-start gap-4 rounded-2xl border border-line bg-surface p-4 shadow-lg sm:p-5">
        {/* Below 640 px the words and buttons need the room more than the icon does. */}
        <img
          src="/icons/icon-192.png"
          alt=""
          width={48}
          height={48}
          className="hidden size-12 shrink-0 rounded-xl sm:block"
        />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-lg leading-snug font-bold">
            Add Tend to your home screen
          </h2>
          {kind === 'prompt' ? (
            <>
              <p className="mt-1 text-muted">Open your journal in one tap, like any other app.</p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button onClick={install}>
                  <Download aria-hidden="true" className="size-5" />
                  Install App
                </Button>
                <Button variant="secondary" onClick={dismiss}>
                  Not now
                </Button>
              </div>
            </>
          ) : (
            <>
              <ol className="mt-2 flex flex-col gap-2 text-ink">
                <li className="flex items-center gap-2">
                  <Share aria-hidden="true" className="size-5 shrink-0 text-primary" />
                  Tap the share button
                </li>
                <li className="flex items-center gap-2">
                  <SquarePlus aria-hidden="true" className="size-5 shrink-0 text-primary" />
                  Select Add to Home Screen
                </li>
              </ol>
              <div className="mt-3">
                <Button variant="secondary" onClick={dismiss}>
                  Got it
                </Button>
              </div>
            </>
          )}
        </div>
        <button
          type="button"
          aria-label="Close"
          onClick={dismiss}
          className="-mt-1 -mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-muted hover:bg-surface-muted hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}

import { noteInstalled, takeInstallPrompt } from './install-prompt.ts';

/**
 * Shows the browser's install dialog. True when the person installed Tend; false when they
 * declined, when there was no offer, or when it failed (logged, as the spec asks).
 */
export async function promptInstall(): Promise<boolean> {
  const event = takeInstallPrompt();
  if (!event) return false;
  try {
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === 'accepted') noteInstalled();
    return outcome === 'accepted';
  } catch (error) {
    console.error('Installing Tend failed', error);
    return false;
  }
}

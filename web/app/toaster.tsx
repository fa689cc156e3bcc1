import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';

// sonner's own rich colours miss WCAG AA (its green title on pale green is about 4:1), so its colour
// variables are pointed at Tend's tokens, which meet AA and follow dark mode by themselves.
const tokenColours = {
  '--normal-bg': 'var(--tend-surface)',
  '--normal-border': 'var(--tend-line)',
  '--normal-text': 'var(--tend-ink)',
  '--success-bg': 'var(--tend-primary-soft)',
  '--success-border': 'var(--tend-success)',
  '--success-text': 'var(--tend-success)',
  '--info-bg': 'var(--tend-surface)',
  '--info-border': 'var(--tend-line)',
  '--info-text': 'var(--tend-ink)',
  '--warning-bg': 'var(--tend-accent-soft)',
  '--warning-border': 'var(--tend-accent)',
  '--warning-text': 'var(--tend-accent)',
  '--error-bg': 'var(--tend-danger-soft)',
  '--error-border': 'var(--tend-danger)',
  '--error-text': 'var(--tend-danger)',
} as CSSProperties;

/** The spec: one toast at a time; a dismissed toast is removed after 1,000,000 ms. */
export function AppToaster() {
  return (
    <Toaster
      visibleToasts={1}
      position="top-center"
      // Below the app's fixed 4rem bar, not over it: a toast after each save stayed 4 s on top of
      // the navigation. Under the bar sits the page's title, which nobody needs to press meanwhile.
      offset={{ top: '5rem' }}
      mobileOffset={{ top: '4.75rem' }}
      theme="system"
      richColors
      closeButton
      style={tokenColours}
      // sonner's 13 px is small for tired eyes; body size, like the rest of the app.
      toastOptions={{ closeButton: true, style: { fontSize: '1rem' } }}
    />
  );
}

import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';

// Sonner's own rich colours miss WCAG AA for text (4.26:1 for success, 4.35:1 for error on their
// light backgrounds), and its light theme ignores dark mode. Its colours are CSS variables, so they
// are pointed at Tend's tokens, which meet AA in both schemes.
const tokenColours = {
  '--normal-bg': 'var(--tend-surface)',
  '--normal-border': 'var(--tend-line)',
  '--normal-text': 'var(--tend-ink)',
  '--success-bg': 'var(--tend-primary-soft)',
  '--success-border': 'var(--tend-success)',
  '--success-text': 'var(--tend-success)',
  '--error-bg': 'var(--tend-danger-soft)',
  '--error-border': 'var(--tend-danger)',
  '--error-text': 'var(--tend-danger)',
  '--info-bg': 'var(--tend-surface)',
  '--info-border': 'var(--tend-line)',
  '--info-text': 'var(--tend-ink)',
  '--warning-bg': 'var(--tend-accent-soft)',
  '--warning-border': 'var(--tend-accent)',
  '--warning-text': 'var(--tend-accent)',
} as CSSProperties;

/** The spec: one toast at a time; a dismissed toast is removed after 1,000,000 ms. */
export function AppToaster() {
  return (
    <Toaster
      visibleToasts={1}
      position="top-center"
      richColors
      closeButton
      style={tokenColours}
      toastOptions={{ closeButton: true }}
    />
  );
}

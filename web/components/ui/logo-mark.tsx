/**
 * Tend's mark: the app icon's leaf on its rounded square (web/public/favicon.svg, drawn by
 * scripts/generate-icons.ts from the same path). The one mark everywhere the name appears, so the
 * navbar, the sign-in pages and the installed icon are recognisably the same thing. Decoration:
 * the name beside it is the text.
 */
export const LOGO_LEAF_PATH = 'M32 50c0-14 4-24 16-30-14 0-20 8-20 16-2-6-8-10-14-10 6 6 10 12 10 24z';

export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" data-logo-mark className={`shrink-0 ${className}`}>
      <rect width="64" height="64" rx="14" className="fill-primary" />
      <path d={LOGO_LEAF_PATH} className="fill-primary-ink" />
    </svg>
  );
}

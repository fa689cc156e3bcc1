// The security headers of every answer, as fixed lists that request-frame.ts sets on each answer
// (decision 016). security.md asks for a policy without inline script and with
// `frame-ancestors 'none'`, nosniff, the referrer rule and HSTS in production; server/app.test.ts
// checks both lists.

import type { HeaderList } from '../http/framed-server-response.ts';

const hsts = ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'] as const;

// No inline script anywhere: the SPA is built to files. Inline styles stay allowed because the toast
// and dialog primitives set style attributes at run time; they cannot execute code.
const pagePolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Pages and assets. */
export function pageSecurityHeaders(options: { hsts: boolean }): HeaderList {
  return [
    ['Content-Security-Policy', pagePolicy],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ...(options.hsts ? [hsts] : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
}

/**
 * API answers (JSON, a CSV, a PDF) are data, never a document that runs or embeds anything: the
 * policy allows nothing at all, and the headers that only steer a document are left out, as
 * OWASP's REST security cheat sheet advises. What guards data stays: nosniff, no framing,
 * Cross-Origin-Resource-Policy against other sites reading an answer, the referrer rule, HSTS, and
 * no-store, since API answers carry personal data that no browser or proxy may keep.
 */
export function apiSecurityHeaders(options: { hsts: boolean }): HeaderList {
  return [
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ...(options.hsts ? [hsts] : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Cache-Control', 'no-store'],
  ];
}

/**
 * A shared report (features/sharing): a page like the app's, under the app's policy, but never kept
 * by a browser or proxy, never sending its address (the token) to another site, never indexed.
 */
export function sharedSecurityHeaders(options: { hsts: boolean }): HeaderList {
  return [
    ...pageSecurityHeaders(options).filter(([name]) => name !== 'Referrer-Policy'),
    ['Referrer-Policy', 'no-referrer'],
    ['Cache-Control', 'no-store'],
    ['X-Robots-Tag', 'noindex, nofollow'],
  ];
}

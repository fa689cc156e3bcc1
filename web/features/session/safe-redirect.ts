/**
 * Only same-site paths may be a post-sign-in destination; "//evil.example" or "https://..." in the
 * query string would otherwise turn sign-in into an open redirect.
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

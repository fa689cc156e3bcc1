import { createContext, useContext } from 'react';

/**
 * Where the signed-in reader of a public page belongs in the app (home, or onboarding until it is
 * done), or null for a visitor. SiteLayout sets it once its session probe answers; until then, and
 * offline, a page reads as a visitor's.
 */
export const SignedInReaderContext = createContext<string | null>(null);

export function useSignedInHome(): string | null {
  return useContext(SignedInReaderContext);
}

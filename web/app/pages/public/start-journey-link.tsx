import { useSignedInHome } from '#web/app/layouts/signed-in-reader.ts';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import type { ButtonSize } from '#web/components/ui/button-styles.ts';

/** The spec's sign-up path for Start Your Journey. */
export const signUpPath = '/auth?signup=true';

/**
 * Start Your Journey on the public pages. Someone already signed in has started it: they are
 * offered the way back into the app instead of a sign-up page that would only send them on.
 */
export function StartJourneyLink({ size }: { size?: ButtonSize }) {
  const home = useSignedInHome();
  return home ? (
    <ButtonLink to={home} size={size}>
      Continue your journey
    </ButtonLink>
  ) : (
    <ButtonLink to={signUpPath} size={size}>
      Start Your Journey
    </ButtonLink>
  );
}

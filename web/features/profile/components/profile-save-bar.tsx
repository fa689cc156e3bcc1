import { Check } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';

type ProfileSaveBarProps = {
  /** A problem with the whole form, from the server, that no field owns. */
  formError: string | undefined;
  /** The titles of the sections with a problem. */
  problemSections: readonly string[];
  saving: boolean;
  justSaved: boolean;
  unsaved: boolean;
};

/**
 * Save Changes with what the form has to say: problems, unsaved changes, and 'Profile updated!'
 * (shown on the button and told to screen readers).
 */
export function ProfileSaveBar({
  formError,
  problemSections,
  saving,
  justSaved,
  unsaved,
}: ProfileSaveBarProps) {
  // Save sticks to the bottom of the screen: whatever the browser scrolls into view (a field reached
  // with Tab) must stop above it, not behind it (WCAG 2.4.11 Focus Not Obscured).
  useEffect(() => {
    const root = document.documentElement;
    root.style.scrollPaddingBottom = '8rem';
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, []);

  return (
    // Sticks to the bottom of the screen while any of the form is in view, so Save is never out of
    // sight below open sections; it comes to rest under the last one.
    <div className="sticky bottom-0 z-10 -mx-2 mt-2 flex flex-col gap-3 border-t border-line bg-canvas/95 px-2 pt-3 pb-4 backdrop-blur-sm">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      {problemSections.length > 0 ? (
        <p className="font-medium text-danger">Please check: {problemSections.join(', ')}.</p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button type="submit" size="lg" disabled={saving} className="w-full sm:w-auto">
          {justSaved ? <Check aria-hidden="true" className="size-5" /> : null}
          {saving ? 'Saving...' : justSaved ? 'Profile updated!' : 'Save Changes'}
        </Button>
        {unsaved && !saving ? <p className="text-base text-muted">You have unsaved changes.</p> : null}
      </div>
      <p role="status" className="sr-only">
        {justSaved ? 'Profile updated!' : ''}
      </p>
    </div>
  );
}

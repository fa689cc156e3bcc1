import { useEffect, useRef } from 'react';
import { type Blocker, useBlocker } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';

/**
 * Holds a person who is about to leave with changes that are not saved (otherwise a name
 * typed, then Home, would be gone without a word). Inside the app the router's blocker stops the
 * navigation and the returned blocker drives the dialog; leaving the site (reload, closing the
 * tab, another address) gets the browser's own question through `beforeunload`.
 */
export function useUnsavedChangesBlocker(unsaved: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
  return blocker;
}

/**
 * The question, in a modal dialog (announced by its title, focus kept inside, Escape to stay).
 * Focus starts on 'Keep editing', the choice that loses nothing.
 */
export function UnsavedChangesDialog({
  blocker,
  onSaveAndLeave,
  saving,
}: {
  blocker: Blocker;
  /** Saves the form, then goes on where the person was going; stays if the save cannot be made. */
  onSaveAndLeave: () => void;
  saving: boolean;
}) {
  const stayRef = useRef<HTMLButtonElement>(null);
  const blocked = blocker.state === 'blocked';
  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
  };
  return (
    <Dialog
      open={blocked}
      onClose={stay}
      title="Leave without saving?"
      description="You changed your profile and have not saved it yet."
      initialFocusRef={stayRef}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button ref={stayRef} variant="secondary" onClick={stay} disabled={saving}>
          Keep editing
        </Button>
        <Button variant="secondary" onClick={() => blocker.proceed?.()} disabled={saving}>
          Leave without saving
        </Button>
        <Button onClick={onSaveAndLeave} disabled={saving}>
          {saving ? 'Saving...' : 'Save and leave'}
        </Button>
      </div>
    </Dialog>
  );
}

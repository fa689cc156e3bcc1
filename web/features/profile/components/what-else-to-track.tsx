import { ListChecks } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import {
  TRACKED_FACTOR_LABELS,
  TRACKED_FACTORS,
  type TrackingPreferences,
} from '#domain/profile/tracking-preferences.ts';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { CollapsibleSection } from '#web/components/ui/collapsible-section.tsx';
import { useSaveTracking, useTrackingPreferences } from '../api/tracking-api.ts';

export const TRACKING_SAVED_MESSAGE = 'Saved. The journal shows what you track.';
export const TRACKING_FAILED_MESSAGE = 'Failed to save what you track. Please try again.';

/** The four checkboxes, for whoever keeps the choice: the profile saves each tap, onboarding at the end. */
export function TrackingChoices({
  value,
  onChange,
  legend,
}: {
  value: TrackingPreferences;
  onChange: (next: TrackingPreferences) => void;
  legend: string;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-base">{legend}</legend>
      {TRACKED_FACTORS.map((factor) => (
        <Checkbox
          key={factor}
          label={TRACKED_FACTOR_LABELS[factor].name}
          description={TRACKED_FACTOR_LABELS[factor].hint}
          checked={value[factor]}
          onChange={(event) => onChange({ ...value, [factor]: event.target.checked })}
        />
      ))}
    </fieldset>
  );
}

/** The four switches; each saves on its own, so there is nothing to forget to save. */
export function TrackingSwitches({ preferences }: { preferences: TrackingPreferences }) {
  const save = useSaveTracking();
  // Shown at once as tapped (a checkbox that waits for the server reads as broken), then kept in
  // step with what the server saved, or put back when it refused.
  const [shown, setShown] = useState(preferences);
  useEffect(() => setShown(preferences), [preferences]);
  return (
    <TrackingChoices
      legend="Beside meals and symptoms, Tend can record these. Turn off what you do not want: it is hidden everywhere."
      value={shown}
      onChange={(next) => {
        setShown(next);
        save.mutate(next, {
          onSuccess: () => toast.success(TRACKING_SAVED_MESSAGE),
          onError: () => {
            setShown(preferences);
            toast.error(TRACKING_FAILED_MESSAGE);
          },
        });
      }}
    />
  );
}

/** "What else to track" in the profile: stress, sleep, periods and bowel movements on or off. */
export function WhatElseToTrack() {
  const [open, setOpen] = useState(false);
  const preferences = useTrackingPreferences();
  const on = preferences.data
    ? TRACKED_FACTORS.filter((factor) => preferences.data[factor]).map(
        (factor) => TRACKED_FACTOR_LABELS[factor].name,
      )
    : [];
  return (
    <CollapsibleSection
      title="What else to track"
      icon={ListChecks}
      summary={
        preferences.data ? (on.length > 0 ? on.join(', ') : 'Nothing beyond meals and symptoms') : undefined
      }
      open={open}
      onOpenChange={setOpen}
    >
      {preferences.data ? (
        <TrackingSwitches preferences={preferences.data} />
      ) : preferences.isError ? (
        <p>What you track could not be loaded. Please try again later.</p>
      ) : (
        <p role="status">Loading...</p>
      )}
    </CollapsibleSection>
  );
}

import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { SymptomEntryUpdate } from '#domain/journal/journal-entry.ts';
import {
  SLEEP_HOURS_MAX,
  SLEEP_QUALITY_LABELS,
  SLEEP_QUALITY_LEVELS,
  STRESS_LABELS,
  STRESS_LEVELS,
} from '#domain/journal/tracking-factors.ts';
import type { TrackingPreferences } from '#domain/profile/public.ts';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ToggleButtonGroup } from '#web/components/ui/toggle-button-group.tsx';

const stressOptions = STRESS_LEVELS.map((value) => ({ value, label: STRESS_LABELS[value], marker: value }));
const qualityOptions = SLEEP_QUALITY_LEVELS.map((value) => ({
  value,
  label: SLEEP_QUALITY_LABELS[value],
  marker: value,
}));

export type CheckInFactorOptions = {
  tracking: TrackingPreferences;
  /** Last night's sleep is asked on the first check-in of the day only (or when editing one that has it). */
  offerSleep: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export type FactorFormValues = {
  content: string;
  details: {
    stress?: number | undefined;
    sleepHours?: number | undefined;
    sleepQuality?: number | undefined;
    period?: boolean | undefined;
  } & Record<string, unknown>;
};

/** Which factors the fold shows: those turned on, sleep only when offered. */
export function shownFactors(options: CheckInFactorOptions) {
  return {
    stress: options.tracking.stress,
    sleep: options.tracking.sleep && options.offerSleep,
    period: options.tracking.periods,
  };
}

/**
 * "More about today": stress, last night's sleep and a period day, optional and folded under one
 * line that remembers whether the person keeps it open. Each answer is one tap (or one
 * typed number), and pressing a pressed answer clears it, so nothing is recorded by accident.
 */
export function MoreAboutToday({
  form,
  options,
}: {
  // The check-in form's own values: the factor fields sit in its details.
  form: UseFormReturn<FactorFormValues, unknown, SymptomEntryUpdate>;
  options: CheckInFactorOptions;
}) {
  const baseId = useId();
  const shown = shownFactors(options);
  if (!shown.stress && !shown.sleep && !shown.period) return null;
  const errors = form.formState.errors.details as
    | Record<string, { message?: string } | undefined>
    | undefined;
  const panelId = `${baseId}-panel`;
  return (
    <div className="rounded-xl border border-line">
      <button
        type="button"
        aria-expanded={options.open}
        aria-controls={panelId}
        onClick={() => options.onOpenChange(!options.open)}
        className="flex min-h-12 w-full items-center justify-between gap-3 rounded-xl px-4 py-2 text-left font-semibold hover:bg-surface-muted"
      >
        More about today
        <span className="flex items-center gap-2 text-sm font-normal text-muted">
          Optional
          <ChevronDown
            aria-hidden="true"
            className={`size-5 transition-transform ${options.open ? 'rotate-180' : ''}`}
          />
        </span>
      </button>
      <div id={panelId} hidden={!options.open} className="flex flex-col gap-5 border-t border-line px-4 py-4">
        {shown.stress ? (
          <Controller
            control={form.control}
            name="details.stress"
            render={({ field }) => (
              <div className="flex flex-col gap-2">
                <p id={`${baseId}-stress`} className="font-semibold">
                  Stress
                </p>
                <ToggleButtonGroup
                  labelledBy={`${baseId}-stress`}
                  options={stressOptions}
                  value={field.value as (typeof STRESS_LEVELS)[number] | undefined}
                  onToggle={(value) => field.onChange(field.value === value ? undefined : value)}
                />
                {errors?.stress?.message ? (
                  <p role="alert" className="text-sm font-medium text-danger">
                    {errors.stress.message}
                  </p>
                ) : null}
              </div>
            )}
          />
        ) : null}
        {shown.sleep ? (
          <>
            <Controller
              control={form.control}
              name="details.sleepHours"
              render={({ field }) => (
                <TextField
                  ref={field.ref}
                  name={field.name}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={SLEEP_HOURS_MAX}
                  step={0.5}
                  label="Hours of sleep last night"
                  hint="In half hours, for example 7.5."
                  className="max-w-48"
                  value={field.value === undefined ? '' : String(field.value)}
                  error={errors?.sleepHours?.message}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    const text = event.target.value.trim();
                    field.onChange(text === '' ? undefined : Number(text));
                  }}
                />
              )}
            />
            <Controller
              control={form.control}
              name="details.sleepQuality"
              render={({ field }) => (
                <div className="flex flex-col gap-2">
                  <p id={`${baseId}-quality`} className="font-semibold">
                    How well did you sleep?
                  </p>
                  <ToggleButtonGroup
                    labelledBy={`${baseId}-quality`}
                    options={qualityOptions}
                    value={field.value as (typeof SLEEP_QUALITY_LEVELS)[number] | undefined}
                    onToggle={(value) => field.onChange(field.value === value ? undefined : value)}
                  />
                </div>
              )}
            />
          </>
        ) : null}
        {shown.period ? (
          <Controller
            control={form.control}
            name="details.period"
            render={({ field }) => (
              <Checkbox
                ref={field.ref}
                label="Period day"
                checked={field.value === true}
                onChange={(event) => field.onChange(event.target.checked ? true : undefined)}
              />
            )}
          />
        ) : null}
      </div>
    </div>
  );
}

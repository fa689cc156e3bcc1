import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Settings } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { localHour, todayKey } from '#domain/common/day-boundaries.ts';
import { addDays, isDayKey } from '#domain/common/day-key.ts';
import { timeOfDayForHour } from '#domain/common/time-of-day.ts';
import { oldDayNotice } from '#domain/journal/edit-window.ts';
import type { SymptomEntryUpdate } from '#domain/journal/journal-entry.ts';
import { checkInFromYesterday, latestCheckIn } from '#domain/journal/repeat-entry.ts';
import { maxRating, severityFeedback } from '#domain/journal/severity-feedback.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import {
  isEntryDateProblem,
  isFutureTimeProblem,
  journalDayQuery,
  newEntryId,
  useCreateEntry,
  useProfileSymptoms,
} from '../api/journal-api.ts';
import { useTracking } from '../api/tracking-api.ts';
import { rememberedFoldOpen, rememberFoldOpen } from '../more-about-today-storage.ts';
import type { CheckInFactorOptions } from './more-about-today.tsx';
import { SymptomForm } from './symptom-form.tsx';

export const NO_SYMPTOMS_MESSAGE =
  'No symptoms configured. Please add symptoms in your profile settings first.';
export const PROFILE_LOAD_FAILED_MESSAGE = 'There was a problem loading your profile data.';
export const SYMPTOMS_FAILED_MESSAGE = 'Failed to save your symptom entry. Please try again.';
export const NO_CHECK_IN_YESTERDAY = 'There is no check-in from yesterday to copy.';
export const NO_CHECK_IN_DAY_BEFORE = 'There is no check-in from the day before to copy.';
export const SYMPTOMS_QUEUED_MESSAGE =
  'Check-in kept on this device. It will be sent automatically when the connection is back.';

type LogSymptomsPanelProps = {
  date: string;
  /** Whose "More about today" fold this is: it remembers open or closed per person on the device. */
  userId: string;
  timeZone: string;
  onDateProblem: (message: string) => void;
};

export function LogSymptomsPanel({ date, userId, timeZone, onDateProblem }: LogSymptomsPanelProps) {
  const symptoms = useProfileSymptoms();
  const create = useCreateEntry();
  const queryClient = useQueryClient();
  const isToday = date === todayKey(new Date(), timeZone);
  // The latest check-in of the day before the one being logged (yesterday, when logging today).
  // Offered only once that day is read and has one: on a person's first day, or after a day
  // without a check-in, there is nothing to repeat, and a button that can only say so is noise.
  // The page may be addressed to a day that does not exist ('2025-02-30'): it explains that itself,
  // and this panel, kept mounted but hidden, must not fail to render meanwhile.
  const previousDate = isDayKey(date) ? addDays(date, -1) : undefined;
  const previousDay = useQuery({
    ...journalDayQuery(previousDate ?? date),
    enabled: previousDate !== undefined,
  });
  const hasPrevious =
    previousDate !== undefined &&
    previousDay.data !== undefined &&
    latestCheckIn(previousDay.data.entries) !== undefined;
  const copyPrevious = hasPrevious
    ? {
        label: isToday ? 'Same as yesterday' : 'Same as the day before',
        // The check-in may have been deleted since the day was read (another tab, another device).
        noneMessage: isToday ? NO_CHECK_IN_YESTERDAY : NO_CHECK_IN_DAY_BEFORE,
        load: async () => {
          const day = await queryClient.fetchQuery(journalDayQuery(previousDate ?? date));
          const latest = latestCheckIn(day.entries);
          return latest
            ? checkInFromYesterday(latest, { dayKey: date, now: new Date(), timeZone })
            : undefined;
        },
      }
    : undefined;
  const factors = useCheckInFactors(date, userId);
  const pendingId = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (date) pendingId.current = undefined;
  }, [date]);

  const failed = symptoms.isError;
  useEffect(() => {
    if (failed) toast.error(PROFILE_LOAD_FAILED_MESSAGE, { duration: 2500 });
  }, [failed]);

  const save = async (checkIn: SymptomEntryUpdate) => {
    pendingId.current ??= newEntryId();
    try {
      const saved = await create.mutateAsync({ id: pendingId.current, type: 'symptom', date, ...checkIn });
      pendingId.current = undefined;
      if (saved.status === 'queued') {
        toast.info(SYMPTOMS_QUEUED_MESSAGE);
        return true;
      }
      // One message per save, where meals and queued entries are said too (severity-feedback.ts).
      const feedback = severityFeedback(maxRating(checkIn.details.symptomRatings));
      if (feedback) toast.success(feedback.message, { duration: feedback.durationMs });
      return true;
    } catch (error) {
      if (isEntryDateProblem(error)) onDateProblem(error.message);
      else if (isFutureTimeProblem(error))
        toast.error(SYMPTOMS_FAILED_MESSAGE, { description: error.message });
      else toast.error(SYMPTOMS_FAILED_MESSAGE);
      return false;
    }
  };

  if (symptoms.isPending) {
    return (
      <p role="status" className="flex items-center gap-3 py-6 text-muted">
        <Spinner className="size-6" />
        Loading your symptoms...
      </p>
    );
  }
  if (symptoms.isError) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-xl border border-danger bg-danger-soft p-4">
        <p className="font-medium text-danger">{PROFILE_LOAD_FAILED_MESSAGE}</p>
        <Button variant="secondary" onClick={() => symptoms.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (symptoms.data.length === 0) {
    return (
      <div className="flex flex-col items-start gap-4 rounded-xl border border-line bg-surface-muted p-5">
        <p className="text-lg">{NO_SYMPTOMS_MESSAGE}</p>
        <ButtonLink to="/app/profile" variant="secondary">
          <Settings aria-hidden="true" className="size-5" />
          Go to profile settings
        </ButtonLink>
      </div>
    );
  }
  return (
    <SymptomForm
      symptoms={symptoms.data}
      defaultTimeOfDay={timeOfDayForHour(localHour(new Date(), timeZone))}
      onSubmit={save}
      copyPrevious={copyPrevious}
      submitLabel="Save symptoms"
      pendingLabel="Saving your symptoms..."
      notice={oldDayNotice(date, todayKey(new Date(), timeZone))}
      day={{ dayKey: date, timeZone }}
      factors={factors}
    />
  );
}

/**
 * The fold's options for a new check-in on `date`: what the person tracks, sleep on the day's
 * first check-in only, and the fold open or closed as they last left it on this device. Until the
 * switches are read (or when they cannot be), the fold is left out rather than guessed.
 */
function useCheckInFactors(date: string, userId: string): CheckInFactorOptions | undefined {
  const tracking = useTracking();
  const day = useQuery(journalDayQuery(date));
  const [open, setOpen] = useState(() => rememberedFoldOpen(userId));
  if (!tracking.data) return undefined;
  const firstOfDay = !(day.data?.entries ?? []).some((entry) => entry.type === 'symptom');
  return {
    tracking: tracking.data,
    offerSleep: firstOfDay,
    open,
    onOpenChange: (next) => {
      setOpen(next);
      rememberFoldOpen(userId, next);
    },
  };
}

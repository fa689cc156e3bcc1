import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import type { TimeOfDay } from '#domain/common/time-of-day.ts';
import {
  type SymptomEntryUpdate,
  type SymptomRatings,
  symptomEntryUpdateSchema,
} from '#domain/journal/journal-entry.ts';

export type SymptomFormValues = {
  content: string;
  details: {
    symptomRatings: SymptomRatings;
    time_of_day: TimeOfDay;
    exact_time?: string | undefined;
    stress?: number | undefined;
    sleepHours?: number | undefined;
    sleepQuality?: number | undefined;
    period?: boolean | undefined;
  };
};

export type SymptomCheckInForm = UseFormReturn<SymptomFormValues, unknown, SymptomEntryUpdate>;

const resolver = zodResolver(symptomEntryUpdateSchema) as unknown as Resolver<
  SymptomFormValues,
  unknown,
  SymptomEntryUpdate
>;

export function emptyCheckIn(timeOfDay: TimeOfDay): SymptomFormValues {
  return { content: '', details: { symptomRatings: {}, time_of_day: timeOfDay } };
}

/** Unrated rows are left out: an entry records what the person rated, nothing they skipped. */
export function ratedOnly(ratings: SymptomRatings): SymptomRatings {
  return Object.fromEntries(Object.entries(ratings).filter(([, rating]) => rating > 0));
}

/**
 * The check-in's form, checked against the same schema as the API. A new check-in's time of day
 * follows the given default (the hour on the user's clock) until the person picks one.
 */
export function useSymptomCheckInForm(
  initial: SymptomEntryUpdate | undefined,
  defaultTimeOfDay: TimeOfDay,
): SymptomCheckInForm {
  const form = useForm<SymptomFormValues, unknown, SymptomEntryUpdate>({
    resolver,
    mode: 'onTouched',
    defaultValues: initial ?? emptyCheckIn(defaultTimeOfDay),
  });

  useEffect(() => {
    if (!initial && !form.getFieldState('details.time_of_day').isDirty) {
      form.resetField('details.time_of_day', { defaultValue: defaultTimeOfDay });
    }
  }, [initial, defaultTimeOfDay, form]);

  return form;
}

import { useState } from 'react';
import {
  EXPERIMENT_REMINDER_DEFAULTS,
  type ExperimentReminderOfferDto,
  type ExperimentReminders,
} from '#domain/experiments/experiment-schema.ts';
import { useExperimentReminderOffer } from '../api/experiments-api.ts';

export type ReminderChoice = { on: boolean; time: string };

/**
 * The reminders offered with a new experiment: what the person already has, and their choice for
 * each kind (both on by default, at the usual times).
 */
export function useExperimentReminderChoices() {
  const offer = useExperimentReminderOffer();
  const [step, setStep] = useState<ReminderChoice>({
    on: true,
    time: EXPERIMENT_REMINDER_DEFAULTS.step,
  });
  const [checkIn, setCheckIn] = useState<ReminderChoice>({
    on: true,
    time: EXPERIMENT_REMINDER_DEFAULTS.checkIn,
  });
  return {
    offer: offer.data,
    step,
    setStep,
    checkIn,
    setCheckIn,
    wanted: () => wantedReminders(offer.data, step, checkIn),
  };
}

/** The reminders to make with the experiment: only for a person with reminders on, and only kinds they lack. */
export function wantedReminders(
  offer: ExperimentReminderOfferDto | undefined,
  step: ReminderChoice,
  checkIn: ReminderChoice,
): ExperimentReminders | null {
  if (!offer?.remindersOn) return null;
  const has = (kind: string) => offer.existing.some((reminder) => reminder.kind === kind);
  const wanted = {
    step: step.on && !has('experiment') ? step.time : null,
    checkIn: checkIn.on && !has('experiment-check-in') ? checkIn.time : null,
  };
  return wanted.step === null && wanted.checkIn === null ? null : wanted;
}

// PUT /api/profile/tracking: the four switches of "What else to track", all of them each time.

import { z } from 'zod';
import { strictObjectError } from '../common/schema-messages.ts';
import { TRACKED_FACTOR_LABELS, type TrackedFactor } from './tracking-preferences.ts';

const onOff = (factor: TrackedFactor) =>
  z.boolean({
    error: `Tracking ${TRACKED_FACTOR_LABELS[factor].name.toLowerCase()} must be on or off (true or false).`,
  });

export const trackingPreferencesSchema = z.strictObject(
  { stress: onOff('stress'), sleep: onOff('sleep'), periods: onOff('periods'), bowel: onOff('bowel') },
  { error: strictObjectError('What to track') },
);

export type TrackingPreferencesInput = z.input<typeof trackingPreferencesSchema>;

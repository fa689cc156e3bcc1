import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { todayKey } from '#domain/common/day-boundaries.ts';
import {
  TIME_OF_DAY_LABELS,
  TIME_OF_DAY_RANGES,
  TIMES_OF_DAY,
  type TimeOfDay,
} from '#domain/common/time-of-day.ts';
import { wallClockAt } from '#domain/common/zoned-time.ts';
import { oldDayNotice } from '#domain/journal/edit-window.ts';
import { timeOfDayForExactTime } from '#domain/journal/exact-time.ts';
import { type BristolType, bowelMovementText } from '#domain/journal/tracking-factors.ts';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { ChoiceGroup } from '#web/components/ui/choice-group.tsx';
import { isEntryDateProblem, newEntryId, useCreateEntry } from '../api/journal-api.ts';
import { BowelTypePicker } from './bowel-type-picker.tsx';

export const BOWEL_FAILED_MESSAGE = 'Failed to save your bowel movement. Please try again.';
export const BOWEL_QUEUED_MESSAGE =
  'Bowel movement kept on this device. It will be sent automatically when the connection is back.';

const timeOfDayOptions = TIMES_OF_DAY.map((value) => ({
  value,
  label: TIME_OF_DAY_LABELS[value],
  hint: TIME_OF_DAY_RANGES[value],
}));

type LogBowelPanelProps = {
  date: string;
  timeZone: string;
  onDateProblem: (message: string) => void;
};

/**
 * A bowel movement in two taps: this tab, then its type, which saves it at once (today at the time
 * of the tap). Urgency and blood are ticked first when they apply; a past day asks the time of day.
 */
export function LogBowelPanel({ date, timeZone, onDateProblem }: LogBowelPanelProps) {
  const create = useCreateEntry();
  const headingId = useId();
  const [urgency, setUrgency] = useState(false);
  const [blood, setBlood] = useState(false);
  const [timeOfDay, setTimeOfDay] = useState<TimeOfDay | undefined>(undefined);
  const [status, setStatus] = useState('');
  const pendingId = useRef<string | undefined>(undefined);
  const isToday = date === todayKey(new Date(), timeZone);
  const notice = oldDayNotice(date, todayKey(new Date(), timeZone));
  useEffect(() => {
    if (date) pendingId.current = undefined;
  }, [date]);

  const save = async (bristolType: BristolType) => {
    if (create.isPending) return;
    pendingId.current ??= newEntryId();
    const clock = wallClockAt(new Date(), timeZone);
    const exactTime = `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
    const when = isToday
      ? { time_of_day: timeOfDayForExactTime(exactTime) ?? 'morning', exact_time: exactTime }
      : { time_of_day: timeOfDay ?? 'morning' };
    const details = { bristolType, urgency, blood, ...when };
    try {
      const saved = await create.mutateAsync({
        id: pendingId.current,
        type: 'bowel',
        date,
        content: '',
        details,
      });
      pendingId.current = undefined;
      setUrgency(false);
      setBlood(false);
      const text = `Bowel movement saved: ${bowelMovementText(details)}.`;
      setStatus(text);
      if (saved.status === 'queued') toast.info(BOWEL_QUEUED_MESSAGE);
      else toast.success(text);
    } catch (error) {
      if (isEntryDateProblem(error)) onDateProblem(error.message);
      else toast.error(BOWEL_FAILED_MESSAGE);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2 sm:flex-row">
        <Checkbox label="Urgent" checked={urgency} onChange={(event) => setUrgency(event.target.checked)} />
        <Checkbox label="Blood seen" checked={blood} onChange={(event) => setBlood(event.target.checked)} />
      </div>
      {isToday ? null : (
        <ChoiceGroup
          legend="Time of day (morning unless you choose)"
          name="bowel-time-of-day"
          options={timeOfDayOptions}
          onChange={(event) => setTimeOfDay(event.target.value as TimeOfDay)}
        />
      )}
      <div className="flex flex-col gap-2">
        <h3 id={headingId} className="font-semibold">
          Which type was it? Tapping one saves it.
        </h3>
        <BowelTypePicker
          labelledBy={headingId}
          disabled={create.isPending}
          onPick={(type) => void save(type)}
        />
      </div>
      {notice ? <p className="text-sm text-muted">{notice}</p> : null}
      <p
        role="status"
        className={status ? 'rounded-xl bg-primary-soft p-3 font-semibold text-success' : 'sr-only'}
      >
        {status}
      </p>
    </div>
  );
}

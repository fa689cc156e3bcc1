import { formatDayLong } from '../entry-format.ts';
import { HistoryDateJump } from '../history-date-jump.tsx';

type HistoryJumpBarProps = {
  /** The person's today, once the history has arrived: without it the jump is not offered. */
  today: string | undefined;
  /** Whether there is anything to jump through: days logged, the week's range, or a jump already made. */
  offered: boolean;
  jumpDate: string | undefined;
  /** The jump's page has arrived without the day asked for. */
  missed: boolean;
  onJump: (date: string) => void;
};

/** The jump to a date, and what a jump found when the day has nothing logged. */
export function HistoryJumpBar({ today, offered, jumpDate, missed, onJump }: HistoryJumpBarProps) {
  return (
    <div className="flex flex-col gap-3">
      {today !== undefined && offered ? (
        <HistoryDateJump value={jumpDate} today={today} onJump={onJump} />
      ) : null}
      {/* Always rendered, so screen readers hear it when a jump finds nothing. */}
      <p role="status" className="text-lg">
        {missed && jumpDate
          ? `Nothing was logged on ${formatDayLong(jumpDate)}. These are the days nearest to it.`
          : ''}
      </p>
    </div>
  );
}

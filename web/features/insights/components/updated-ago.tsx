import { useEffect, useState } from 'react';
import { formatMoment } from '#web/lib/format.ts';
import { timeAgo } from '../relative-time.ts';

/** Re-renders each minute so 'Updated just now' ages while the page stays open. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export function UpdatedAgo({ generatedAt }: { generatedAt: string }) {
  const now = useMinuteClock();
  const instant = new Date(generatedAt);
  const exact = formatMoment(instant);
  return (
    <p className="text-base text-muted">
      Updated{' '}
      <time dateTime={generatedAt} title={exact}>
        {timeAgo(instant, now)}
      </time>
    </p>
  );
}

import { Plus, Sprout } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { MotivationalQuote } from './motivational-quote.tsx';

export const EMPTY_DAY_TEXT = {
  title: 'Ready to start tracking today?',
  message: 'Log your meals and symptoms to discover patterns and feel better.',
  startedEmptyTitle: "Today's a great day to care for yourself",
  startedEmptyMessage: 'Ready to start your wellness journey? Every insight begins with a single log.',
} as const;

/** No meal and no symptom logged today: an invitation, never a reproach. */
export function EmptyDayCard({
  dayStartedEmpty,
  date,
  className = '',
}: {
  dayStartedEmpty: boolean;
  date: string;
  className?: string;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`flex flex-col gap-5 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-8 ${className}`}
    >
      <span className="grid size-12 place-items-center rounded-2xl bg-primary-soft text-primary">
        <Sprout aria-hidden="true" className="size-6" />
      </span>
      <div>
        <h2 id={titleId} className="text-2xl font-bold text-balance">
          {dayStartedEmpty ? EMPTY_DAY_TEXT.startedEmptyTitle : EMPTY_DAY_TEXT.title}
        </h2>
        <p className="mt-2 text-lg text-muted">
          {dayStartedEmpty ? EMPTY_DAY_TEXT.startedEmptyMessage : EMPTY_DAY_TEXT.message}
        </p>
      </div>
      <div>
        <ButtonLink to="/app/journal/log" size="lg">
          <Plus aria-hidden="true" className="size-5" />
          Log a meal or symptom
        </ButtonLink>
      </div>
      <MotivationalQuote date={date} />
    </section>
  );
}

import { useId } from 'react';
import { plural } from '#domain/insights/public.ts';
import type { TriggerFrequency } from '#domain/trends/aggregate.ts';
import { shortDayLabel } from '#web/lib/format.ts';
import { NumbersDisclosure } from './numbers-table.tsx';

const BAR_WIDTH = 10;
const BAR_GAP = 3;
const BAR_HEIGHT = 28;

/** How often each trigger food was eaten, week by week, as the insights engine tags meals. */
export function TriggerFoods({ triggers }: { triggers: TriggerFrequency }) {
  const headingId = useId();
  const { weeks, foods } = triggers;
  const most = Math.max(1, ...foods.flatMap((food) => food.perWeek));
  const weekLabel = (index: number) => {
    const week = weeks[index];
    return week ? `Week of ${shortDayLabel(week.from)}` : '';
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-2xl font-bold">
        Trigger foods per week
      </h2>
      <p className="mt-1 text-base text-muted">
        Meals that contained each food, as Insights reads your descriptions. Weeks start on Monday.
      </p>
      {foods.length === 0 ? (
        <p className="mt-4 text-lg">No meal in these days contained a common trigger food.</p>
      ) : (
        <>
          <ul className="mt-4 flex flex-col gap-3">
            {foods.map((food) => (
              <li key={food.trigger} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                <span className="min-w-0">
                  <span className="font-semibold">{food.label}</span>
                  {food.suspected ? <span className="text-muted"> · you suspect it</span> : null}
                  <span className="block text-base text-muted">
                    {`${plural(food.total, 'meal', 'meals')} in ${plural(weeks.length, 'week', 'weeks')}`}
                  </span>
                </span>
                {/* The same counts are in the table below; the bars only show their shape. */}
                <svg
                  aria-hidden="true"
                  width={weeks.length * (BAR_WIDTH + BAR_GAP)}
                  height={BAR_HEIGHT}
                  className="max-w-full shrink-0"
                >
                  {food.perWeek.map((count, index) => {
                    const height = count === 0 ? 2 : Math.max(4, (count / most) * BAR_HEIGHT);
                    return (
                      <rect
                        key={weeks[index]?.from ?? index}
                        x={index * (BAR_WIDTH + BAR_GAP)}
                        y={BAR_HEIGHT - height}
                        width={BAR_WIDTH}
                        height={height}
                        rx={2}
                        className={count === 0 ? 'fill-line' : 'fill-primary'}
                      />
                    );
                  })}
                </svg>
              </li>
            ))}
          </ul>
          <NumbersDisclosure
            label="Show the trigger food numbers"
            caption="Meals with each trigger food, per week"
            columns={['Week', ...foods.map((food) => food.label.replace(/ \(.*\)$/, ''))]}
            rows={weeks.map((week, index) => ({
              key: week.from,
              header:
                week.days < 7
                  ? `${weekLabel(index)} (${plural(week.days, 'day', 'days')})`
                  : weekLabel(index),
              cells: foods.map((food) => String(food.perWeek[index] ?? 0)),
            }))}
          />
        </>
      )}
    </section>
  );
}

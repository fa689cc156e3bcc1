import { FlaskConical } from 'lucide-react';
import { Link } from 'react-router';
import { isTriggerFoodId, triggerFoodLabel } from '#domain/catalogues/trigger-foods.ts';
import { buttonClasses } from '#web/components/ui/button-styles.ts';

/**
 * The saved suspected triggers, each with "Test this": to the Experiments page with the
 * food chosen, where a guided break and reintroduction can settle the hunch.
 */
export function TestSuspectedTriggers({ suspectedTriggers }: { suspectedTriggers: readonly string[] }) {
  const foods = suspectedTriggers.filter((id) => id !== 'none' && isTriggerFoodId(id));
  if (foods.length === 0) return null;
  return (
    <section
      aria-labelledby="test-suspected-triggers"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6"
    >
      <h2 id="test-suspected-triggers" className="flex items-center gap-2 text-xl font-bold">
        <FlaskConical aria-hidden="true" className="size-6 shrink-0 text-primary" />
        Find out about a suspected trigger
      </h2>
      <p className="text-muted">
        An experiment leaves the food out for a while, then brings it back in planned portions, and tells you
        whether it raises your symptoms.
      </p>
      <ul className="flex flex-col gap-2">
        {foods.map((id) => (
          <li
            key={id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-surface-muted px-4 py-2"
          >
            <span className="font-semibold">{triggerFoodLabel(id)}</span>
            <Link
              to={`/app/experiments?food=${encodeURIComponent(id)}`}
              className={buttonClasses('secondary')}
            >
              Test this<span className="sr-only">{`: an experiment with ${triggerFoodLabel(id)}`}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { BellRing } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { buttonClasses } from '#web/components/ui/button-styles.ts';
import { useAfterFirstPaint } from '#web/lib/use-after-first-paint.ts';
import { useReminders, useSaveReminderSettings } from '../api/reminders-query.ts';
import { remindersSectionId } from './reminders-section.tsx';

/**
 * Offered once on the dashboard to someone with no reminders: patterns need weeks of steady
 * logging, and a nudge at the right hour is what keeps most people going. Either answer puts it
 * away for good; reminders stay one tap away in the profile.
 */
export function RemindersOffer() {
  // The dashboard's own reads come first; this one waits for its first paint.
  const painted = useAfterFirstPaint();
  const reminders = useReminders();
  const save = useSaveReminderSettings();
  if (!painted || !reminders.data) return null;
  const { settings, reminders: list } = reminders.data;
  if (settings.offerDismissed || list.length > 0) return null;
  const dismiss = () => save.mutate({ quietHours: settings.quietHours, offerDismissed: true });
  return (
    <aside
      aria-labelledby="reminders-offer-heading"
      className="mt-8 flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5"
    >
      <h2 id="reminders-offer-heading" className="flex items-center gap-2 text-xl font-semibold">
        <BellRing aria-hidden="true" className="size-5 text-primary" />
        Would a gentle reminder help?
      </h2>
      <p>
        Patterns show after a few weeks of steady logging. Tend can remind you at your own times, by
        notification or email, and skip a reminder when you have already logged.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link
          to={`/app/profile#${remindersSectionId}`}
          onClick={dismiss}
          className={buttonClasses('primary')}
        >
          Set up reminders
        </Link>
        <Button variant="ghost" onClick={dismiss} disabled={save.isPending}>
          No, thanks
        </Button>
      </div>
    </aside>
  );
}

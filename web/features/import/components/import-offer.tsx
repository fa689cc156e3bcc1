import { Upload } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { buttonClasses } from '#web/components/ui/button-styles.ts';
import { useAfterFirstPaint } from '#web/lib/use-after-first-paint.ts';
import { useDismissImportOffer, useImports } from '../api/imports-api.ts';

/** Fewer days than this with entries, and no import yet: the dashboard offers importing. */
export const IMPORT_OFFER_MAX_DAYS = 14;

/**
 * Offered once on the dashboard to someone new to Tend: the months they kept elsewhere are what
 * the insights need. Either answer puts it away for the account, on every device they use;
 * importing stays in the profile.
 */
export function ImportOffer() {
  const painted = useAfterFirstPaint();
  const imports = useImports();
  const dismissOffer = useDismissImportOffer();
  if (!painted || !imports.data || imports.data.offerDismissed) return null;
  if (imports.data.imports.length > 0 || imports.data.daysWithEntries >= IMPORT_OFFER_MAX_DAYS) return null;
  const dismiss = () => dismissOffer.mutate();
  return (
    <aside
      aria-labelledby="import-offer-heading"
      className="mt-8 flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5"
    >
      <h2 id="import-offer-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Upload aria-hidden="true" className="size-5 text-primary" />
        Kept a diary in another app?
      </h2>
      <p>
        Bring it with you from Bearable, Flaredown, Pocket Symptom Tracker or another Tend, and your insights
        start from there.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to="/app/import" onClick={dismiss} className={buttonClasses('primary')}>
          Bring your data
        </Link>
        <Button variant="ghost" onClick={dismiss}>
          Not now
        </Button>
      </div>
    </aside>
  );
}

import { Upload } from 'lucide-react';
import { Link } from 'react-router';
import { inlineLink } from '#web/components/ui/layout-styles.ts';

/** The profile's way in to importing. */
export function BringYourDataLink() {
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold">Bring your data</h3>
      <p className="text-base text-muted">
        Kept a diary in Bearable, Flaredown, Pocket Symptom Tracker or another Tend? Import it, and your
        insights start from there.
      </p>
      <p>
        <Link to="/app/import" className={`inline-flex min-h-11 items-center gap-1.5 ${inlineLink}`}>
          <Upload aria-hidden="true" className="size-5" />
          Import a file from another app
        </Link>
      </p>
    </div>
  );
}

import { ShieldAlert } from 'lucide-react';
import { SAFETY_NOTICE } from '#domain/experiments/wording.ts';
import { Checkbox } from '#web/components/ui/checkbox.tsx';

type ExperimentSafetyNoticeProps = {
  headingId: string;
  confirmed: boolean;
  error: string | undefined;
  onConfirm: (checked: boolean) => void;
};

/** The safety notice, set apart, and the box that says it was read: the start needs it ticked. */
export function ExperimentSafetyNotice({
  headingId,
  confirmed,
  error,
  onConfirm,
}: ExperimentSafetyNoticeProps) {
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border-2 border-accent bg-accent-soft p-4 sm:p-5"
    >
      <h3 id={headingId} className="flex items-center gap-2 text-xl font-bold">
        <ShieldAlert aria-hidden="true" className="size-6 shrink-0" />
        {SAFETY_NOTICE.title}
      </h3>
      <ul className="flex list-disc flex-col gap-1 pl-6">
        {SAFETY_NOTICE.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <Checkbox
        label={SAFETY_NOTICE.confirm}
        checked={confirmed}
        required
        aria-invalid={error ? true : undefined}
        description={error ? <span className="font-medium text-danger">{error}</span> : undefined}
        onChange={(event) => onConfirm(event.target.checked)}
      />
    </section>
  );
}

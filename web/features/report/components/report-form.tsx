import { Download, FileText } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { reportContents } from '#domain/report/report-query.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { ChoiceGroup } from '#web/components/ui/choice-group.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useDownloadReport } from '../api/use-download-report.ts';
import { RANGE_CHOICES, type RangeChoice, type ReportChoices, reportRequest } from '../report-request.ts';

export const REPORT_FAILED_MESSAGE =
  'Your report could not be made. Please check your connection and try again.';

/**
 * The doctor report's choices: which days, whether the notes go in, a plain list of what the PDF
 * will hold, and the download. Nothing is previewed from the journal itself: the list says what
 * kinds of things go in, so nothing private shows on screen that the person did not choose.
 */
export function ReportForm({ today }: { today: string }) {
  const [choices, setChoices] = useState<ReportChoices>({
    range: '90',
    from: '',
    to: today,
    includeNotes: false,
  });
  const [submitted, setSubmitted] = useState(false);
  const download = useDownloadReport();
  const request = reportRequest(choices, today);
  const errors = submitted && !request.ok ? request.errors : {};

  function update(change: Partial<ReportChoices>) {
    download.reset();
    setChoices((current) => ({ ...current, ...change }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (request.ok) download.mutate(request.query);
  }

  const failure =
    download.error instanceof ApiError && download.error.status < 500
      ? download.error.message
      : REPORT_FAILED_MESSAGE;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-8">
      <ChoiceGroup<RangeChoice>
        legend="Which days should the report cover?"
        name="range"
        options={RANGE_CHOICES}
        columns={4}
        onChange={(event) => update({ range: event.target.value as RangeChoice })}
        // ChoiceGroup's radios are uncontrolled (made for react-hook-form), and this ref reaches each
        // of them: the state decides which is checked, the arrow keys still move between them.
        ref={(input) => {
          if (input) input.checked = input.value === choices.range;
        }}
      />
      {choices.range === 'custom' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="From"
            type="date"
            max={today}
            value={choices.from}
            onChange={(event) => update({ from: event.target.value })}
            error={errors.from}
          />
          <TextField
            label="To"
            type="date"
            max={today}
            value={choices.to}
            onChange={(event) => update({ to: event.target.value })}
            error={errors.to}
          />
        </div>
      ) : null}

      <Checkbox
        label="Include my notes"
        description="The notes you wrote on symptom check-ins. Leave this off to keep them out of the report."
        checked={choices.includeNotes}
        onChange={(event) => update({ includeNotes: event.target.checked })}
      />

      <section aria-labelledby="report-contents" className="rounded-2xl border border-line bg-surface p-5">
        <h2 id="report-contents" className="flex items-center gap-2 text-lg font-semibold">
          <FileText aria-hidden="true" className="size-5" />
          What the report will include
        </h2>
        <p className="mt-1 text-muted">
          {request.ok ? `${request.label}.` : 'The days you choose.'} A PDF made when you download it; Tend
          keeps no copy.
        </p>
        <ul className="mt-3 list-disc space-y-1 pl-5">
          {reportContents(choices.includeNotes).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      {download.isError ? <FormAlert>{failure}</FormAlert> : null}

      <div>
        <Button type="submit" disabled={download.isPending}>
          <Download aria-hidden="true" className="size-5" />
          {download.isPending ? 'Preparing your report...' : 'Download report (PDF)'}
        </Button>
      </div>
    </form>
  );
}

import { otherText } from '#domain/catalogues/other-value.ts';
import type { SymptomMapping } from '#domain/import/public.ts';
import { formatDay } from '#web/lib/format.ts';
import type { ImportPreview } from '../api/imports-api.ts';

const KIND_LABELS = {
  food: ['meal', 'meals'],
  symptom: ['symptom check-in', 'symptom check-ins'],
  bowel: ['bowel movement', 'bowel movements'],
  'medication-change': ['medication change', 'medication changes'],
  questionnaire: ['questionnaire', 'questionnaires'],
  experiment: ['experiment', 'experiments'],
  reminder: ['reminder', 'reminders'],
} as const;

const listed = (words: readonly string[]) =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

const selectStyle = 'min-h-12 rounded-xl border border-line bg-surface px-4 py-2 font-normal text-ink';

/** A mapping as one select value: 'new', 'skip' or 'match:<name>'. */
const selectValue = (mapping: SymptomMapping) =>
  mapping.action === 'match' ? `match:${mapping.to}` : mapping.action;
const mappingOf = (value: string): SymptomMapping =>
  value.startsWith('match:')
    ? { action: 'match', to: value.slice(6) }
    : { action: value === 'skip' ? 'skip' : 'new' };

export function ImportPreviewCard({
  preview,
  mapping,
  onMappingChange,
}: {
  preview: ImportPreview;
  mapping: Record<string, SymptomMapping>;
  onMappingChange: (name: string, mapping: SymptomMapping) => void;
}) {
  const kinds = (Object.keys(KIND_LABELS) as (keyof typeof KIND_LABELS)[]).filter(
    (kind) => preview.counts[kind] > 0,
  );
  return (
    <section
      aria-labelledby="import-preview-heading"
      className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-6"
    >
      <h2 id="import-preview-heading" className="text-2xl font-semibold">
        What this file holds
      </h2>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Written by</dt>
        <dd>{preview.formatLabel}</dd>
        <dt className="font-semibold">Whose journal</dt>
        <dd>{preview.profileName ?? 'The file does not say'}</dd>
        <dt className="font-semibold">Dates</dt>
        <dd>
          {preview.range
            ? `${formatDay(preview.range.first, 'date')} to ${formatDay(preview.range.last, 'date')}`
            : 'No dated entries'}
        </dd>
      </dl>
      <div>
        <h3 className="text-lg font-semibold">Entries to import</h3>
        <ul className="mt-2 list-disc pl-6">
          {kinds.map((kind) => (
            <li key={kind}>
              {preview.counts[kind]} {KIND_LABELS[kind][preview.counts[kind] === 1 ? 0 : 1]}
            </li>
          ))}
        </ul>
        {preview.profile.take.length > 0 ? (
          <p className="mt-2">Your profile’s {listed(preview.profile.take)} will be filled from the file.</p>
        ) : null}
        {preview.profile.kept.length > 0 ? (
          <p className="mt-2">
            Your profile’s {listed(preview.profile.kept)}{' '}
            {preview.profile.kept.length === 1 ? 'stays' : 'stay'} as you set{' '}
            {preview.profile.kept.length === 1 ? 'it' : 'them'}: the file’s{' '}
            {preview.profile.kept.length === 1 ? 'is' : 'are'} not taken.
          </p>
        ) : null}
        {preview.alreadyImported > 0 ? (
          <p className="mt-2">
            {preview.alreadyImported} of these were imported before and will not be added again.
          </p>
        ) : null}
      </div>
      {preview.skipped.length > 0 ? (
        <div>
          <h3 className="text-lg font-semibold">Left out, and why</h3>
          <ul className="mt-2 list-disc pl-6">
            {preview.skipped.map((item) => (
              <li key={item.reason}>
                {item.reason}: {item.count}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div>
        <h3 className="text-lg font-semibold">How the scales are converted</h3>
        <ul className="mt-2 list-disc pl-6">
          {preview.conversions.map((conversion) => (
            <li key={conversion}>{conversion}</li>
          ))}
        </ul>
      </div>
      {preview.symptoms.length > 0 ? (
        <fieldset className="flex flex-col gap-3">
          <legend className="text-lg font-semibold">Symptoms</legend>
          <p className="text-muted">
            Match each of the file’s symptoms to one of yours, keep it as a new one, or leave it out. New ones
            join your profile’s symptoms, so your check-ins ask about them too.
          </p>
          {preview.symptoms.map((suggestion) => (
            <label
              key={suggestion.from}
              className="flex flex-col gap-1 font-semibold sm:flex-row sm:items-center sm:gap-4"
            >
              <span className="sm:w-48">{shownName(suggestion.from)}</span>
              <select
                className={selectStyle}
                aria-label={`What ${shownName(suggestion.from)} becomes`}
                value={selectValue(mapping[suggestion.from] ?? suggestion.mapping)}
                onChange={(event) => onMappingChange(suggestion.from, mappingOf(event.target.value))}
              >
                <option value="new">New symptom: {shownName(suggestion.from)}</option>
                {preview.existingSymptoms.map((name) => (
                  <option key={name} value={`match:${name}`}>
                    Same as my {shownName(name)}
                  </option>
                ))}
                <option value="skip">Leave out</option>
              </select>
            </label>
          ))}
        </fieldset>
      ) : null}
    </section>
  );
}

/** A custom symptom ('Other: Cramps', as Tend stores it) by its text, as the person typed it. */
function shownName(name: string): string {
  return otherText(name) || name;
}

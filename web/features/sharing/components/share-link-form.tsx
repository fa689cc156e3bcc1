import { Link2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { addDays } from '#domain/common/day-key.ts';
import {
  SHARE_DEFAULT_DAYS,
  SHARE_LABEL_MAX,
  SHARE_SECTION_LABELS,
  SHARE_SECTIONS,
  type ShareSection,
  shareLinkInputSchema,
  sharePeriodProblem,
} from '#domain/sharing/share-link.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxGroup } from '#web/components/ui/checkbox-group.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { type CreatedShareLink, useShareLinkMutations } from '../api/share-links-api.ts';

type Draft = {
  label: string;
  displayName: string;
  sections: ShareSection[];
  from: string;
  to: string;
  days: string;
  passcode: string;
};

const sectionOptions = SHARE_SECTIONS.map((value) => ({ value, label: SHARE_SECTION_LABELS[value] }));

function fieldErrors(draft: Draft, today: string, journalStart: string) {
  const parsed = shareLinkInputSchema.safeParse({
    ...draft,
    days: Number(draft.days),
    passcode: draft.passcode.trim() === '' ? null : draft.passcode.trim(),
  });
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      errors[field] ??= issue.message;
    }
    return { errors, input: null };
  }
  const period = sharePeriodProblem(parsed.data, today, journalStart);
  if (period) return { errors: { [period.field]: period.message }, input: null };
  return { errors, input: parsed.data };
}

/** Make a link: what it shows, for which days, for how long, under what name, with or without a passcode. */
export function ShareLinkForm({
  today,
  journalStart,
  onCreated,
}: {
  today: string;
  journalStart: string;
  onCreated: (created: CreatedShareLink) => void;
}) {
  const start = addDays(today, -29) < journalStart ? journalStart : addDays(today, -29);
  const [draft, setDraft] = useState<Draft>({
    label: '',
    displayName: '',
    sections: ['symptoms', 'factors', 'medications', 'scores'],
    from: start,
    to: today,
    days: String(SHARE_DEFAULT_DAYS),
    passcode: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const { create } = useShareLinkMutations();
  const { errors, input } = fieldErrors(draft, today, journalStart);
  const shown = submitted ? errors : {};
  const serverError =
    create.error instanceof ApiError
      ? create.error.message
      : create.error
        ? 'The link could not be made. Please try again.'
        : null;

  const update = (change: Partial<Draft>) => {
    create.reset();
    setDraft((current) => ({ ...current, ...change }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!input) return;
    create.mutate(input, {
      onSuccess: (created) => {
        setSubmitted(false);
        setDraft((current) => ({ ...current, label: '', passcode: '' }));
        onCreated(created);
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <TextField
        label="Label"
        hint="For you, to tell your links apart: who it is for and why."
        placeholder="Dr Okafor, March visit"
        maxLength={SHARE_LABEL_MAX}
        value={draft.label}
        onChange={(event) => update({ label: event.target.value })}
        error={shown.label}
      />
      <TextField
        label="Your name on the report"
        hint="A first name or initials: the link shows no more of who you are."
        value={draft.displayName}
        onChange={(event) => update({ displayName: event.target.value })}
        error={shown.displayName}
      />
      <CheckboxGroup
        legend="What to share"
        options={sectionOptions}
        selected={draft.sections}
        columns={1}
        onToggle={(value) =>
          update({
            sections: draft.sections.includes(value as ShareSection)
              ? draft.sections.filter((section) => section !== value)
              : [...draft.sections, value as ShareSection],
          })
        }
        error={shown.sections}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="From"
          type="date"
          min={journalStart}
          max={today}
          value={draft.from}
          onChange={(event) => update({ from: event.target.value })}
          error={shown.from}
        />
        <TextField
          label="To"
          type="date"
          min={journalStart}
          max={today}
          value={draft.to}
          onChange={(event) => update({ to: event.target.value })}
          error={shown.to}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="The link works for (days)"
          type="number"
          inputMode="numeric"
          min={1}
          max={90}
          hint="From 1 to 90 days. You can revoke it sooner at any time."
          value={draft.days}
          onChange={(event) => update({ days: event.target.value })}
          error={shown.days}
        />
        <TextField
          label="Passcode (optional)"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          hint="6 digits you can say on the phone. Five wrong tries lock the link for 15 minutes."
          value={draft.passcode}
          onChange={(event) => update({ passcode: event.target.value })}
          error={shown.passcode}
        />
      </div>
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <div>
        <Button type="submit" disabled={create.isPending}>
          <Link2 aria-hidden="true" className="size-5" />
          {create.isPending ? 'Making the link...' : 'Make the link'}
        </Button>
      </div>
    </form>
  );
}

import { ClipboardList } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  FREQUENCIES,
  FREQUENCY_LABELS,
  type Frequency,
  INSTRUMENTS,
  type InstrumentId,
  WEEKDAY_NAMES,
} from '#domain/questionnaires/public.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { CollapsibleSection } from '#web/components/ui/collapsible-section.tsx';
import { inlineLink } from '#web/components/ui/layout-styles.ts';
import {
  type QuestionnairesOverview,
  useQuestionnaires,
  useSaveQuestionnaireSettings,
} from '../api/questionnaires-api.ts';

const selectClass = 'min-h-11 rounded-xl border border-line bg-surface px-3 text-base';

function summaryOf(data: QuestionnairesOverview): string {
  const { frequency, weekday } = data.settings;
  if (data.offered.length === 0) return 'None for your conditions yet';
  if (frequency === 'off') return 'Off';
  return `${FREQUENCY_LABELS[frequency]}, on ${WEEKDAY_NAMES[weekday]}`;
}

function SettingsForm({ data }: { data: QuestionnairesOverview }) {
  const save = useSaveQuestionnaireSettings();
  const [frequency, setFrequency] = useState<Frequency>(data.settings.frequency);
  const [weekday, setWeekday] = useState(data.settings.weekday);
  const [chosen, setChosen] = useState<InstrumentId[]>([...(data.settings.instruments ?? data.offered)]);
  useEffect(() => {
    setFrequency(data.settings.frequency);
    setWeekday(data.settings.weekday);
    setChosen([...(data.settings.instruments ?? data.offered)]);
  }, [data]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const all = data.offered.every((id) => chosen.includes(id));
    save.mutate(
      { frequency, weekday, instruments: all ? null : chosen },
      {
        onSuccess: () => toast.success('Saved. Your questionnaires follow the new schedule.'),
        onError: () => toast.error('Failed to save your questionnaire schedule. Please try again.'),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2">The questionnaires your doctor reads for your conditions:</legend>
        {data.offered.map((id) => (
          <Checkbox
            key={id}
            label={INSTRUMENTS[id].name}
            description={`${INSTRUMENTS[id].items.length} questions`}
            checked={chosen.includes(id)}
            onChange={(event) =>
              setChosen((current) =>
                event.target.checked ? [...current, id] : current.filter((c) => c !== id),
              )
            }
          />
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-4">
        <label className="flex flex-col gap-1 font-semibold">
          How often
          <select
            className={selectClass}
            value={frequency}
            onChange={(event) => setFrequency(event.target.value as Frequency)}
          >
            {FREQUENCIES.map((value) => (
              <option key={value} value={value}>
                {FREQUENCY_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 font-semibold">
          On
          <select
            className={selectClass}
            value={weekday}
            disabled={frequency === 'off'}
            onChange={(event) => setWeekday(Number(event.target.value))}
          >
            {WEEKDAY_NAMES.map((name, index) => (
              <option key={name} value={index}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div>
        <Button type="submit" disabled={save.isPending}>
          Save questionnaire schedule
        </Button>
      </div>
      <p className="text-muted">
        A nudge on the day it is due: add a reminder for "Your questionnaire" under{' '}
        <Link to="/app/profile#reminders" className={inlineLink}>
          Reminders
        </Link>
        . It never says what the questionnaire is about.
      </p>
    </form>
  );
}

/** The profile's "Clinical questionnaires": which ones, how often and on which day, or off. */
export function QuestionnaireSettings() {
  const [open, setOpen] = useState(false);
  const overview = useQuestionnaires();
  const data = overview.data;
  return (
    <CollapsibleSection
      title="Clinical questionnaires"
      icon={ClipboardList}
      summary={data ? summaryOf(data) : undefined}
      open={open}
      onOpenChange={setOpen}
    >
      {!data ? (
        overview.isError ? (
          <p>Your questionnaires could not be loaded. Please try again later.</p>
        ) : (
          <p>Loading…</p>
        )
      ) : data.offered.length === 0 ? (
        <p>
          Tend offers questionnaires for psoriatic arthritis, Crohn's disease, ulcerative colitis and
          rheumatoid arthritis. None of the conditions in your profile has one yet.
        </p>
      ) : (
        <SettingsForm data={data} />
      )}
    </CollapsibleSection>
  );
}

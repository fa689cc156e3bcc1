import { ArrowLeft, ArrowRight, Check, ExternalLink, Info } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { profileMessages } from '#domain/common/schema-messages.ts';
import { medicationName } from '#domain/medication-changes/public.ts';
import {
  datableMedications,
  emptyOnboardingDraft,
  medicationsSince,
  type OnboardingDraft,
  type OnboardingStep,
  onboardingCompleteSchema,
  onboardingStepCount,
  onboardingStepSchemas,
  type SinceAnswers,
  sinceAnswersProblem,
  validateOnboardingStep,
} from '#domain/profile/onboarding.ts';
import { defaultTracking, type TrackingPreferences } from '#domain/profile/tracking-preferences.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { inlineLink } from '#web/components/ui/layout-styles.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { StepProgress } from '#web/components/ui/step-progress.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { type ProfileData, useProfile } from '../api/profile-query.ts';
import { useCompleteOnboarding } from '../api/use-complete-onboarding.ts';
import {
  clearOnboardingDraft,
  readOnboardingDraft,
  type StoredOnboarding,
  writeOnboardingDraft,
} from '../onboarding-draft-storage.ts';
import { toProfileFormValues } from '../profile-form-values.ts';
import { ConditionsField } from './conditions-field.tsx';
import { DietaryRestrictionsField } from './dietary-restrictions-field.tsx';
import { MedicationsField } from './medications-field.tsx';
import { MonthYearField } from './month-year-field.tsx';
import { SupplementsField } from './supplements-field.tsx';
import { SymptomsField } from './symptoms-field.tsx';
import { TriggerFoodsField } from './trigger-foods-field.tsx';
import { TrackingChoices } from './what-else-to-track.tsx';

export const saveFailedMessage = 'Failed to save your profile. Please try again.';

const stepNames = ['About you', 'Medications', 'Symptoms', 'Diet'] as const;

const steps: Record<OnboardingStep, { title: string; intro: string }> = {
  1: {
    title: 'Tell us about you',
    intro: 'A few questions so Tend fits around you. You can change every answer later in your profile.',
  },
  2: {
    title: 'Your medications',
    intro: 'This helps you see how treatment and food fit together. Tend never gives medical advice.',
  },
  3: {
    title: 'Symptoms to track',
    intro: 'Pick the ones that matter most to you. Fewer is fine: logging should feel light.',
  },
  4: {
    title: 'Food and diet',
    intro: 'Tell us how you eat now and what you wonder about. Not sure yet is a perfectly good answer.',
  },
};

// The toasts keep the spec's words; the line under the form, read with the Next button, says what
// to do about it.
const nextHints: Record<string, string> = {
  [profileMessages.nameRequired]: 'Please tell us your first name.',
  [profileMessages.conditionsRequired]: 'Please choose at least one condition to continue.',
  [profileMessages.termsRequired]: 'Please accept the Terms of Use and Privacy Policy to continue.',
  [profileMessages.medicationsRequired]:
    "Please choose the medications you take, or 'No prescription medications', to continue.",
  [profileMessages.symptomsRequired]: 'Please choose at least one symptom to track.',
  [profileMessages.dietaryRequired]:
    "Please choose a way of eating or a suspected food. 'Still figuring it out' counts.",
};

const stepOfField: Record<string, OnboardingStep> = {
  name: 1,
  conditions: 1,
  acceptedTerms: 1,
  medications: 2,
  supplements: 2,
  medicationsSince: 2,
  symptoms: 3,
  dietaryRestrictions: 4,
  suspectedTriggers: 4,
};

/** The spec's onboarding finish, step 4. */
export const setupCompleteMessage = 'Setup complete!';

type OnboardingWizardProps = {
  /** Where the answers wait between reloads; one per account. */
  storageKey: string;
  /** The account's name, used when the profile cannot be read. */
  fallbackName: string;
  /** Runs after the answers are saved and 'Setup complete!' is shown; it moves on. */
  onCompleted: () => void;
};

/** The four-step onboarding. Reads the profile first so the name is filled in. */
export function OnboardingWizard({ storageKey, fallbackName, onCompleted }: OnboardingWizardProps) {
  const profile = useProfile();
  if (profile.isPending) {
    return (
      <div role="status" className="flex items-center gap-3 py-10 text-lg">
        <Spinner />
        Loading your answers...
      </div>
    );
  }
  const initial = readOnboardingDraft(storageKey) ?? {
    step: 1,
    draft: draftFromProfile(profile.data, fallbackName),
  };
  return <WizardForm storageKey={storageKey} initial={initial} onCompleted={onCompleted} />;
}

function draftFromProfile(profile: ProfileData | undefined, fallbackName: string): OnboardingDraft {
  if (!profile) return { ...emptyOnboardingDraft(), name: fallbackName };
  return { ...emptyOnboardingDraft(), ...toProfileFormValues(profile) };
}

function WizardForm({
  storageKey,
  initial,
  onCompleted,
}: {
  storageKey: string;
  initial: StoredOnboarding;
  onCompleted: () => void;
}) {
  const [step, setStep] = useState<OnboardingStep>(initial.step);
  const [draft, setDraft] = useState<OnboardingDraft>(initial.draft);
  // Undefined until a switch is touched: then the choice is saved; untouched, the defaults keep
  // following the conditions, as they do for anyone who never opens "What else to track".
  const [tracking, setTracking] = useState<TrackingPreferences | undefined>(initial.tracking);
  // Step 2's optional "Since when?", by the medication's value in the list.
  const [since, setSince] = useState<SinceAnswers>(initial.since ?? {});
  const [finished, setFinished] = useState(false);
  const complete = useCompleteOnboarding();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const fieldsRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const termsHintId = useId();
  const trackingHeadingId = useId();
  const firstStepRender = useRef(true);

  useEffect(() => {
    if (!finished) writeOnboardingDraft(storageKey, { step, draft, tracking, since });
  }, [storageKey, step, draft, tracking, since, finished]);

  // Each new step is announced by moving focus to its heading; on arrival only when nothing else
  // holds focus, so a reload does not yank it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: step is the trigger, not an input.
  useEffect(() => {
    const arriving = firstStepRender.current;
    firstStepRender.current = false;
    if (arriving) {
      if (document.activeElement && document.activeElement !== document.body) return;
    } else {
      // A new step starts at the top, like a new page, whatever the scroll of the last one.
      window.scrollTo({ top: 0 });
    }
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  const update =
    <Key extends keyof OnboardingDraft>(key: Key) =>
    (value: OnboardingDraft[Key]) =>
      setDraft((current) => ({ ...current, [key]: value }));

  const problem =
    validateOnboardingStep(step, draft) ??
    (step === 2 ? sinceAnswersProblem(draft.medications, since, thisMonth()) : null);
  const busy = complete.isPending || finished;

  function focusField(field: string | undefined) {
    const container = fieldsRef.current?.querySelector(`[data-field="${field}"]`);
    container?.querySelector<HTMLElement>('input, select, button, summary')?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (problem !== null) {
      toast.error(problem);
      const result = onboardingStepSchemas[step].safeParse(draft);
      focusField(result.error?.issues[0]?.path[0]?.toString() ?? 'medicationsSince');
      return;
    }
    if (step < onboardingStepCount) {
      setStep((step + 1) as OnboardingStep);
      return;
    }
    const startMonths = medicationsSince(draft.medications, since);
    const answers = onboardingCompleteSchema.safeParse(
      startMonths.length > 0 ? { ...draft, medicationsSince: startMonths } : draft,
    );
    if (!answers.success) {
      // Only reachable if an earlier step was changed behind the wizard's back (another tab).
      const issue = answers.error.issues[0];
      toast.error(issue?.message ?? saveFailedMessage);
      setStep(stepOfField[issue?.path[0]?.toString() ?? ''] ?? 1);
      return;
    }
    complete.mutate(tracking ? { ...answers.data, tracking } : answers.data, {
      onSuccess: () => {
        // Said here, on the finish button and in a status region, not in a toast: a toast would outlive
        // the half second before the dashboard and cover its greeting.
        setFinished(true);
        clearOnboardingDraft(storageKey);
        onCompleted();
      },
      onError: (error) => {
        const message = error instanceof ApiError && error.status < 500 ? error.message : saveFailedMessage;
        toast.error('Error', { description: message });
        const field = error instanceof ApiError ? error.errors?.[0]?.field.split('.')[0] : undefined;
        const errorStep = field ? stepOfField[field] : undefined;
        if (errorStep && errorStep !== step) setStep(errorStep);
      },
    });
  }

  const { title, intro } = steps[step];
  const isLast = step === onboardingStepCount;
  const nextLabel = isLast
    ? finished
      ? setupCompleteMessage
      : busy
        ? 'Saving...'
        : 'Complete setup'
    : 'Next';

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-8">
      <div className="flex flex-col gap-6">
        <StepProgress steps={stepNames} current={step} />
        <div>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-3xl leading-tight font-bold tracking-tight sm:text-4xl"
          >
            <span className="sr-only">
              Step {step} of {onboardingStepCount}:{' '}
            </span>
            {title}
          </h1>
          <p className="mt-3 text-lg text-muted">{intro}</p>
        </div>
      </div>

      <div ref={fieldsRef} className="flex flex-col gap-8">
        {step === 1 ? (
          <>
            <div data-field="name">
              <TextField
                label="First name"
                autoComplete="given-name"
                value={draft.name}
                onChange={(event) => update('name')(event.target.value)}
                maxLength={80}
              />
            </div>
            <div data-field="conditions">
              <ConditionsField
                value={draft.conditions}
                onChange={update('conditions')}
                customMode="replace"
              />
            </div>
            <div
              data-field="acceptedTerms"
              className="flex flex-col gap-3 rounded-xl border border-line bg-canvas p-4"
            >
              <Checkbox
                label="I accept the Terms of Use and the Privacy Policy"
                checked={draft.acceptedTerms}
                onChange={(event) => update('acceptedTerms')(event.target.checked)}
                aria-describedby={termsHintId}
              />
              <p id={termsHintId} className="text-base text-muted">
                Please read them before you accept. They open in a new tab, so your answers here stay as they
                are.
              </p>
              <ul className="flex flex-wrap gap-x-6 gap-y-1">
                <li>
                  <LegalLink href="/terms-of-use">Terms of Use</LegalLink>
                </li>
                <li>
                  <LegalLink href="/privacy-policy">Privacy Policy</LegalLink>
                </li>
              </ul>
            </div>
          </>
        ) : null}
        {step === 2 ? (
          <>
            <div data-field="medications">
              <MedicationsField value={draft.medications} onChange={update('medications')} />
            </div>
            <SinceWhen medications={draft.medications} value={since} onChange={setSince} />
            <div data-field="supplements">
              <SupplementsField value={draft.supplements} onChange={update('supplements')} />
            </div>
          </>
        ) : null}
        {step === 3 ? (
          <div data-field="symptoms">
            <SymptomsField value={draft.symptoms} onChange={update('symptoms')} customMode="replace" />
          </div>
        ) : null}
        {step === 4 ? (
          <>
            <div data-field="dietaryRestrictions">
              <DietaryRestrictionsField
                value={draft.dietaryRestrictions}
                onChange={update('dietaryRestrictions')}
              />
            </div>
            <div data-field="suspectedTriggers">
              <TriggerFoodsField value={draft.suspectedTriggers} onChange={update('suspectedTriggers')} />
            </div>
            <section
              aria-labelledby={trackingHeadingId}
              className="flex flex-col gap-3 rounded-xl border border-line bg-canvas p-4"
            >
              <h2 id={trackingHeadingId} className="text-xl font-semibold">
                What else to track (optional)
              </h2>
              <TrackingChoices
                legend="Beside meals and symptoms, Tend can record these. Leave them as they are if you are not sure; you can change them any time in your profile."
                value={tracking ?? defaultTracking(draft.conditions)}
                onChange={setTracking}
              />
            </section>
          </>
        ) : null}
      </div>

      <div className="flex flex-col gap-4 border-t border-line pt-6">
        {problem !== null ? (
          <p id={hintId} className="flex items-start gap-2 text-base text-muted">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {nextHints[problem] ?? problem}
          </p>
        ) : null}
        <div className="flex items-center gap-3">
          {step > 1 ? (
            <Button
              variant="secondary"
              size="lg"
              disabled={busy}
              onClick={() => setStep((step - 1) as OnboardingStep)}
            >
              <ArrowLeft aria-hidden="true" className="size-5" />
              Back
            </Button>
          ) : null}
          {/* Never disabled for real: a disabled button cannot be focused or say why it does nothing. */}
          <Button
            type="submit"
            size="lg"
            className="ml-auto min-w-36 whitespace-nowrap"
            aria-disabled={problem !== null || busy ? true : undefined}
            aria-describedby={problem !== null ? hintId : undefined}
          >
            {finished ? <Check aria-hidden="true" className="size-5" /> : null}
            {nextLabel}
            {isLast ? null : <ArrowRight aria-hidden="true" className="size-5" />}
          </Button>
        </div>
        <p role="status" className="sr-only">
          {finished ? setupCompleteMessage : ''}
        </p>
      </div>
    </form>
  );
}

/** "YYYY-MM" of today on this device: the latest month a medication can have been started. */
function thisMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/**
 * "Since when?" for each medication chosen, optional: a month and a year, stored as a start known
 * by its month, so the timeline and the doctor's report show when treatment really began. Only the
 * month is asked, since few people know the day they started a medicine years ago.
 */
function SinceWhen({
  medications,
  value,
  onChange,
}: {
  medications: readonly string[];
  value: SinceAnswers;
  onChange: (value: SinceAnswers) => void;
}) {
  const headingId = useId();
  const datable = datableMedications(medications);
  if (datable.length === 0) return null;
  const month = thisMonth();
  return (
    <section
      data-field="medicationsSince"
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-line bg-canvas p-4"
    >
      <div>
        <h2 id={headingId} className="text-xl font-semibold">
          Since when? (optional)
        </h2>
        <p className="mt-1 text-base text-muted">
          If you know when you started, your timeline and your doctor's report show it. A month and a year are
          enough; leave them as they are if you are not sure.
        </p>
      </div>
      {datable.map((medication) => {
        const answer = value[medication] ?? { month: '', year: '' };
        // Half an answer is said once, beside Next, when the person moves on; a month to come at once.
        const complete = answer.month !== '' && answer.year !== '';
        const problem = complete ? sinceAnswersProblem([medication], { [medication]: answer }, month) : null;
        return (
          <MonthYearField
            key={medication}
            legend={`${medicationName(medication)}, since`}
            value={answer}
            lastYear={Number(month.slice(0, 4))}
            error={problem ?? undefined}
            onChange={(next) => onChange({ ...value, [medication]: next })}
          />
        );
      })}
    </section>
  );
}

function LegalLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className={`inline-flex min-h-11 items-center gap-1.5 ${inlineLink}`}
    >
      {children}
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

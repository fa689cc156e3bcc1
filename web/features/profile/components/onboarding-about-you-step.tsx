import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import type { OnboardingDraft } from '#domain/profile/onboarding.ts';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { inlineLink } from '#web/components/ui/layout-styles.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ConditionsField } from './conditions-field.tsx';
import type { UpdateDraft } from './use-onboarding-answers.ts';

/** Step 1: the first name, the conditions, and accepting the terms (which open in a new tab). */
export function AboutYouStep({ draft, update }: { draft: OnboardingDraft; update: UpdateDraft }) {
  const termsHintId = useId();
  return (
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
        <ConditionsField value={draft.conditions} onChange={update('conditions')} customMode="replace" />
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
          Please read them before you accept. They open in a new tab, so your answers here stay as they are.
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

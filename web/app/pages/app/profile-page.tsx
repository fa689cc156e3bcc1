import { Database, Scale, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { loggableDays } from '#domain/journal/entry-date.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CollapsibleSection } from '#web/components/ui/collapsible-section.tsx';
import { inlineLink } from '#web/components/ui/layout-styles.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ActiveSessions } from '#web/features/account/components/active-sessions.tsx';
import { ChangePasswordForm } from '#web/features/account/components/change-password-form.tsx';
import { DataExport } from '#web/features/account/components/data-export.tsx';
import { DeleteAccount } from '#web/features/account/components/delete-account.tsx';
import { BringYourDataLink } from '#web/features/import/components/bring-your-data-link.tsx';
import { journalOutbox } from '#web/features/journal/offline/journal-outbox.ts';
import { useProfile } from '#web/features/profile/api/profile-query.ts';
import { MedicationHistory } from '#web/features/profile/components/medication-history.tsx';
import { ProfileForm } from '#web/features/profile/components/profile-form.tsx';
import { TestSuspectedTriggers } from '#web/features/profile/components/test-suspected-triggers.tsx';
import { WhatElseToTrack } from '#web/features/profile/components/what-else-to-track.tsx';
import {
  clearOnboardingDraft,
  onboardingStorageKey,
} from '#web/features/profile/onboarding-draft-storage.ts';
import { QuestionnaireSettings } from '#web/features/questionnaires/components/questionnaire-settings.tsx';
import { RemindersSection } from '#web/features/reminders/components/reminders-section.tsx';
import { useSession } from '#web/features/session/api/session-query.ts';
import { forgetSignedInUser } from '#web/features/session/last-signed-in-user.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { accountDeletedState } from '../public/account-deleted-page.tsx';

export const profileLoadFailedMessage = 'Failed to load your profile data.';

const legalLinks = [
  { to: '/terms-of-use', label: 'Terms of Use' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/faq', label: 'Frequently asked questions' },
] as const;

/**
 * After the account is deleted: nothing of it stays in this browser (the remembered person, what
 * was kept for offline use, entries waiting to be sent, an unfinished onboarding).
 */
async function forgetThisDevice(userId: string | undefined): Promise<void> {
  forgetSignedInUser();
  if (!userId) return;
  clearOnboardingDraft(onboardingStorageKey(userId));
  await journalOutbox.forget(userId);
}

export function ProfilePage() {
  useDocumentTitle('Your Profile');
  const { data: user } = useSession();
  const profile = useProfile();
  const [legalOpen, setLegalOpen] = useState(false);
  const [dataOpen, setDataOpen] = useState(false);

  // Once per failed load (errorUpdatedAt changes with each failure), not on every render.
  useEffect(() => {
    if (profile.errorUpdatedAt === 0) return;
    toast.error('Error', { description: profileLoadFailedMessage });
  }, [profile.errorUpdatedAt]);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <header>
        <h1 className="text-3xl leading-tight font-bold tracking-tight sm:text-4xl">Your Profile</h1>
        <p className="mt-2 text-lg text-muted">Manage your account settings and preferences</p>
      </header>

      {profile.isPending ? (
        <p role="status" className="flex items-center gap-3 text-lg">
          <Spinner />
          Loading your profile...
        </p>
      ) : null}
      {profile.isError && !profile.data ? (
        <div className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface p-6">
          <p className="text-lg">{profileLoadFailedMessage}</p>
          <Button onClick={() => profile.refetch()}>Try Again</Button>
        </div>
      ) : null}
      {profile.data && user ? <ProfileForm profile={profile.data} email={user.email} /> : null}
      {user ? <RemindersSection timeZone={user.timezone} /> : null}

      {/* What else to track, the triggers to test and the medication history: their own sections,
        saved on their own, apart from the profile form. */}
      {profile.data && user ? (
        <div className="flex flex-col gap-4">
          <WhatElseToTrack />
          <QuestionnaireSettings />
          <TestSuspectedTriggers suspectedTriggers={profile.data.suspectedTriggers} />
          <MedicationHistory
            medications={[...profile.data.medications, ...profile.data.supplements]}
            days={medicationDays(user)}
          />
        </div>
      ) : null}

      <section
        aria-labelledby="share-heading"
        className="flex flex-col items-start gap-2 rounded-2xl border border-line bg-surface p-5"
      >
        <h2 id="share-heading" className="text-xl font-semibold">
          Share with a clinician
        </h2>
        <p className="text-muted">
          An expiring, read-only link to your report for a doctor or nurse, with no account needed.
        </p>
        <Link to="/app/profile/share" className={`inline-flex min-h-11 items-center gap-1.5 ${inlineLink}`}>
          <Share2 aria-hidden="true" className="size-5" />
          Share with a clinician
        </Link>
      </section>

      <div className="flex flex-col gap-4">
        <CollapsibleSection title="Legal & Support" icon={Scale} open={legalOpen} onOpenChange={setLegalOpen}>
          <ul className="flex flex-col gap-1">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={`inline-flex min-h-11 items-center gap-1.5 ${inlineLink}`}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </CollapsibleSection>

        <CollapsibleSection
          title="Your data"
          icon={Database}
          summary="Download, import, devices, password and account"
          open={dataOpen}
          onOpenChange={setDataOpen}
        >
          <div className="flex flex-col gap-8 [&>*+*]:border-t [&>*+*]:border-line [&>*+*]:pt-8">
            <DataExport />
            <BringYourDataLink />
            <ActiveSessions />
            <ChangePasswordForm />
            <DeleteAccount
              forgetDevice={() => forgetThisDevice(user?.id)}
              afterwards={{ to: '/account-deleted', state: accountDeletedState }}
            />
          </div>
        </CollapsibleSection>
      </div>
    </div>
  );
}

/**
 * The latest day a medication change can be dated: today, on the profile's calendar. There is no
 * earliest but 1900: a change may come from before the account (people join already on treatment).
 */
function medicationDays(user: { timezone: string; createdAt: string | Date }) {
  const { max } = loggableDays({
    now: new Date(),
    timeZone: user.timezone,
    accountCreatedAt: user.createdAt,
  });
  return { today: max };
}

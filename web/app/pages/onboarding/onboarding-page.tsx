import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Wordmark } from '#web/components/ui/wordmark.tsx';
import { useTimezoneSync } from '#web/features/profile/api/use-timezone-sync.ts';
import { OnboardingWizard } from '#web/features/profile/components/onboarding-wizard.tsx';
import { onboardingStorageKey } from '#web/features/profile/onboarding-draft-storage.ts';
import { sessionQuery, useSession } from '#web/features/session/api/session-query.ts';
import { useSignOut } from '#web/features/session/api/use-sign-out.ts';
import { RedirectOnboarded } from '#web/features/session/components/require-onboarded.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

// The spec: after 'Setup complete!' the app opens 0.5 s later, long enough to read the toast.
export const finishRedirectDelayMs = 500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function OnboardingPage() {
  useDocumentTitle('Set up your profile');
  const { data: user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [finishing, setFinishing] = useState(false);
  useTimezoneSync(user?.timezone);

  async function onCompleted() {
    setFinishing(true);
    // The session is what the app's guard reads: it must say "complete" before /app/home opens,
    // even if the refetch below is slow or fails.
    queryClient.setQueryData(sessionQuery.queryKey, (old) =>
      old ? { ...old, onboardingComplete: true } : old,
    );
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
      wait(finishRedirectDelayMs),
    ]);
    await navigate('/app/home?fresh=true', { replace: true });
  }

  return (
    <RedirectOnboarded hold={finishing}>
      <div className="flex min-h-dvh flex-col bg-canvas text-ink">
        <header className="border-b border-line bg-surface">
          <div className="mx-auto flex w-full max-w-3xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
            <Wordmark />
            <Button variant="ghost" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
              <LogOut aria-hidden="true" className="size-5" />
              Sign Out
            </Button>
          </div>
        </header>
        <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
          {/* A card from the small breakpoint up; on a phone its border and padding would cost a
              tenth of the width, so the form sits on the page. */}
          <div className="sm:rounded-2xl sm:border sm:border-line sm:bg-surface sm:p-10 sm:shadow-sm">
            {user ? (
              <OnboardingWizard
                storageKey={onboardingStorageKey(user.id)}
                fallbackName={user.name}
                onCompleted={onCompleted}
              />
            ) : null}
          </div>
        </main>
      </div>
    </RedirectOnboarded>
  );
}

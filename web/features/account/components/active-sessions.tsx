import { Monitor, Smartphone } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatMoment } from '#web/lib/format.ts';
import { useRevokeOtherSessions } from '../api/account-mutations.ts';
import { useAccountSessions } from '../api/account-sessions-query.ts';
import { describeDevice } from '../device-label.ts';

/** Where this account is signed in, and a way to end every session but this one. */
export function ActiveSessions() {
  const sessions = useAccountSessions();
  const revoke = useRevokeOtherSessions();
  const others = sessions.data?.filter((session) => !session.isCurrent).length ?? 0;

  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold">Where you are signed in</h3>
      {sessions.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner className="size-5" />
          Loading your devices...
        </p>
      ) : null}
      {sessions.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-danger">We could not load your devices.</p>
          <Button variant="secondary" onClick={() => sessions.refetch()}>
            Try Again
          </Button>
        </div>
      ) : null}
      {sessions.data ? (
        <ul aria-label="Devices signed in" className="flex flex-col gap-2">
          {sessions.data.map((session) => {
            const device = describeDevice(session.userAgent);
            const Icon = device.kind === 'phone' ? Smartphone : Monitor;
            return (
              <li key={session.id} className="flex items-start gap-3 rounded-xl border border-line p-3">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
                <div className="flex min-w-0 flex-col">
                  <p className="font-semibold">
                    {device.label}
                    {session.isCurrent ? (
                      <span className="ml-2 rounded-full bg-primary-soft px-2.5 py-0.5 text-sm font-semibold text-ink">
                        This device
                      </span>
                    ) : null}
                  </p>
                  <p className="text-sm text-muted">Last active {formatMoment(session.lastActiveAt)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {sessions.data && others === 0 ? <p className="text-muted">Only this device is signed in.</p> : null}
      {others > 0 ? (
        <div>
          <Button
            variant="secondary"
            disabled={revoke.isPending}
            onClick={() =>
              revoke.mutate(undefined, {
                onSuccess: () => toast.success('Signed out of your other devices.'),
                onError: () =>
                  toast.error('Error', {
                    description: 'Could not sign out your other devices. Please try again.',
                  }),
              })
            }
          >
            {revoke.isPending ? 'Signing out...' : 'Sign out other devices'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

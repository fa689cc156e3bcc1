import { useRef, useState } from 'react';
import type { PushDeviceDto } from '#domain/reminders/reminders.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import {
  useAddDevice,
  useRemindersByEmail,
  useRemoveDevice,
  useSendTestReminder,
} from '../api/reminders-query.ts';
import { PushServiceUnreachableError, pushSupport, subscribeThisDevice } from '../push-device.ts';

const supportNotes = {
  'ios-needs-install':
    'On iPhone and iPad, notifications work only from Tend added to your Home Screen (iOS 16.4 or later): in Safari, tap Share, then Add to Home Screen, and open Tend from there. Or choose email for your reminders.',
  denied:
    'Notifications are blocked for Tend in this browser. You can allow them in the site settings, or choose email for your reminders.',
  unsupported: 'This browser cannot show notifications from Tend. You can choose email for your reminders.',
} as const;

const TURNING_ON_MESSAGE = 'Turning on notifications for this device...';
const EMAIL_INSTEAD_OFFER = 'Your reminders can come by email instead.';
const TRY_LATER = 'Please try again later.';
const EMAIL_CHOSEN_MESSAGE = 'Your reminders will come by email.';

/** This device's notifications, the list of devices that get them, and a test. */
export function ReminderDevices({
  devices,
  publicKey,
  emailAvailable,
  announce,
  onEmailChosen,
}: {
  devices: PushDeviceDto[];
  publicKey: string;
  emailAvailable: boolean;
  announce: (message: string) => void;
  /** The person took email instead of notifications: new reminders then default to email. */
  onEmailChosen: () => void;
}) {
  const support = pushSupport();
  const addDevice = useAddDevice();
  const removeDevice = useRemoveDevice();
  const sendTest = useSendTestReminder();
  const byEmail = useRemindersByEmail();
  const [problem, setProblem] = useState<string>();
  // The browser's push service may take a while, or never answer (subscribeThisDevice gives it
  // 15 seconds): the button says it is working meanwhile, and a second press does nothing.
  const [turningOn, setTurningOn] = useState(false);
  const busy = useRef(false);
  const [offerEmail, setOfferEmail] = useState(false);

  const turnOn = async () => {
    if (busy.current) return;
    busy.current = true;
    setProblem(undefined);
    setOfferEmail(false);
    setTurningOn(true);
    announce(TURNING_ON_MESSAGE);
    try {
      const subscription = await subscribeThisDevice(publicKey);
      await addDevice.mutateAsync(subscription);
      announce('Notifications are on for this device.');
    } catch (error) {
      announce('');
      const unreachable = error instanceof PushServiceUnreachableError;
      const reason =
        error instanceof Error ? error.message : 'Notifications could not be turned on. Please try again.';
      setProblem(unreachable ? `${reason} ${emailAvailable ? EMAIL_INSTEAD_OFFER : TRY_LATER}` : reason);
      setOfferEmail(unreachable && emailAvailable);
    } finally {
      busy.current = false;
      setTurningOn(false);
    }
  };

  const chooseEmail = async () => {
    setProblem(undefined);
    try {
      await byEmail.mutateAsync();
      setOfferEmail(false);
      onEmailChosen();
      announce(EMAIL_CHOSEN_MESSAGE);
    } catch (error) {
      setProblem(
        error instanceof Error ? error.message : 'Your reminders could not be changed. Please try again.',
      );
    }
  };

  const test = async (channel: 'push' | 'email') => {
    setProblem(undefined);
    try {
      const result = await sendTest.mutateAsync(channel);
      if (channel === 'email') {
        announce('A test email is on its way.');
        return;
      }
      const sent = result.devices.filter((device) => device.outcome === 'sent').length;
      announce(
        sent === result.devices.length
          ? `A test notification was sent to ${sent === 1 ? 'your device' : `your ${sent} devices`}.`
          : `A test notification reached ${sent} of ${result.devices.length} devices.`,
      );
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The test could not be sent.');
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-lg font-semibold">Devices</h3>
      {support === 'supported' ? (
        <div className="flex flex-wrap gap-3">
          {/* aria-disabled rather than disabled while busy: the button keeps keyboard focus. */}
          <Button variant="secondary" onClick={turnOn} aria-busy={turningOn} aria-disabled={turningOn}>
            {turningOn ? (
              <>
                <Spinner className="size-5" />
                {TURNING_ON_MESSAGE}
              </>
            ) : (
              'Turn on notifications on this device'
            )}
          </Button>
          {devices.length > 0 ? (
            <Button variant="secondary" onClick={() => test('push')} disabled={sendTest.isPending}>
              Send a test notification
            </Button>
          ) : null}
        </div>
      ) : (
        <p className="rounded-xl border border-line bg-surface p-3">{supportNotes[support]}</p>
      )}
      {emailAvailable ? (
        <div>
          <Button variant="ghost" onClick={() => test('email')} disabled={sendTest.isPending}>
            Send a test email
          </Button>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="font-medium text-danger">
          {problem}
        </p>
      ) : null}
      {offerEmail ? (
        <div>
          <Button onClick={chooseEmail} disabled={byEmail.isPending}>
            Get my reminders by email
          </Button>
        </div>
      ) : null}
      {devices.length === 0 ? (
        <p className="text-muted">
          No device gets notifications yet. Reminders by notification come by email until one does.
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Devices that get notifications">
          {devices.map((device) => (
            <li
              key={device.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line bg-surface px-4 py-2"
            >
              <span>
                {device.label}
                <span className="block text-sm text-muted">
                  Added {formatDateTime(device.createdAt, { month: 'long', day: 'numeric' })}
                </span>
              </span>
              <Button
                variant="ghost"
                aria-label={`Remove ${device.label}`}
                disabled={removeDevice.isPending}
                onClick={async () => {
                  await removeDevice.mutateAsync(device.id);
                  announce(`${device.label} will no longer get notifications.`);
                }}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

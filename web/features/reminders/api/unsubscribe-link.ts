import { useCallback, useEffect, useState } from 'react';
import { ApiError, readJson } from '#web/lib/api-errors.ts';

/** What the link leads to, as the page shows it. */
export type UnsubscribeLinkState =
  | { status: 'checking' }
  | { status: 'invalid'; message: string }
  | { status: 'unreachable' }
  | { status: 'on'; name: string; stopping: boolean; failed: boolean }
  | { status: 'already-off'; name: string }
  | { status: 'stopped'; name: string };

type Reminder = { name: string; enabled: boolean };

const isInvalidLink = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 400;

// The token rides in the query string of both, exactly as the email gave it.
const readReminder = (token: string) =>
  fetch(`/api/unsubscribe/reminder?token=${encodeURIComponent(token)}`).then((response) =>
    readJson<Reminder>(response),
  );
const stopReminder = (token: string) =>
  fetch(`/api/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' }).then((response) =>
    readJson<Reminder>(response),
  );

/**
 * The reminder an email's unsubscribe link names, read without signing in (its token is the
 * proof), and the one step that stops it. Reading changes nothing: only `stop` does, so a mail
 * scanner that opens the page stops no reminder.
 */
export function useUnsubscribeLink(token: string) {
  const [state, setState] = useState<UnsubscribeLinkState>({ status: 'checking' });
  // `isCurrent` says whether the page still wants this answer (it may have moved on to another link).
  const check = useCallback(
    async (isCurrent: () => boolean) => {
      setState({ status: 'checking' });
      try {
        const reminder = await readReminder(token);
        if (!isCurrent()) return;
        setState(
          reminder.enabled
            ? { status: 'on', name: reminder.name, stopping: false, failed: false }
            : { status: 'already-off', name: reminder.name },
        );
      } catch (error) {
        if (!isCurrent()) return;
        setState(
          isInvalidLink(error) ? { status: 'invalid', message: error.message } : { status: 'unreachable' },
        );
      }
    },
    [token],
  );

  useEffect(() => {
    let current = true;
    void check(() => current);
    return () => {
      current = false;
    };
  }, [check]);

  const stop = useCallback(async () => {
    if (state.status !== 'on' || state.stopping) return;
    setState({ ...state, stopping: true, failed: false });
    try {
      const reminder = await stopReminder(token);
      setState({ status: 'stopped', name: reminder.name });
    } catch (error) {
      setState(
        isInvalidLink(error)
          ? { status: 'invalid', message: error.message }
          : { ...state, stopping: false, failed: true },
      );
    }
  }, [state, token]);

  const retry = useCallback(() => void check(() => true), [check]);
  return { state, stop, retry };
}

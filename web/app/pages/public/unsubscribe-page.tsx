import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { pageContainer } from '#web/components/ui/layout-styles.ts';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import {
  type UnsubscribeLinkState,
  useUnsubscribeLink,
} from '#web/features/reminders/api/unsubscribe-link.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

/** The heading and the lead of each state, in the words the email's reader needs. */
function wordsFor(state: UnsubscribeLinkState): { title: string; lead: string } {
  switch (state.status) {
    case 'checking':
      return { title: 'Stop a reminder', lead: 'Checking your link...' };
    case 'invalid':
      return { title: 'This link does not work', lead: state.message };
    case 'unreachable':
      return {
        title: 'Stop a reminder',
        lead: 'Tend could not check this link just now. Please try again in a moment.',
      };
    case 'on':
      return {
        title: 'Stop this reminder?',
        lead: `Tend will stop sending your ${state.name.toLowerCase()} reminder. Your other reminders stay as they are.`,
      };
    case 'already-off':
      return {
        title: 'Already stopped',
        lead: `Your ${state.name.toLowerCase()} reminder is off. Nothing else was changed.`,
      };
    case 'stopped':
      return {
        title: 'Reminder stopped',
        lead: `Your ${state.name.toLowerCase()} reminder is off. Your other reminders stay as they are.`,
      };
  }
}

/**
 * Where a reminder email's "Stop this reminder's emails" link leads. Two steps, because mail
 * scanners open links: opening the page only reads which reminder it is; the button stops it.
 * Public (the link's token is the proof), in the site's frame like the other public pages.
 */
export function UnsubscribePage() {
  useDocumentTitle('Stop a reminder');
  const [searchParams] = useSearchParams();
  const { state, stop, retry } = useUnsubscribeLink(searchParams.get('token') ?? '');
  const { title, lead } = wordsFor(state);
  const pageRef = useRef<HTMLDivElement>(null);
  // Each new state replaces the heading: focus goes to it, so a screen reader says what happened.
  const status = state.status;
  useEffect(() => {
    if (status === 'checking') return;
    const heading = pageRef.current?.querySelector('h1');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, [status]);

  return (
    <div ref={pageRef} className={`${pageContainer} py-14 sm:py-20`}>
      <PageHeader eyebrow="Reminder emails" title={title}>
        <p role={state.status === 'checking' ? 'status' : undefined}>{lead}</p>
      </PageHeader>
      <div className="mt-8 flex max-w-3xl flex-col gap-6">
        {state.status === 'on' && state.failed ? (
          <FormAlert>Tend could not stop this reminder just now. Please try again.</FormAlert>
        ) : null}
        <div className="flex flex-wrap gap-3">
          {state.status === 'on' ? (
            <Button size="lg" disabled={state.stopping} onClick={() => void stop()}>
              {state.stopping ? 'Stopping...' : 'Stop this reminder'}
            </Button>
          ) : null}
          {state.status === 'unreachable' ? (
            <Button size="lg" onClick={retry}>
              Try again
            </Button>
          ) : null}
          {state.status === 'checking' ? null : (
            <ButtonLink to="/app/profile" variant={state.status === 'on' ? 'secondary' : 'primary'} size="lg">
              Open your reminders in Tend
            </ButtonLink>
          )}
        </div>
        <p className="text-base text-muted">
          You can change, pause or turn off any of your reminders in your profile, under Reminders.
        </p>
      </div>
    </div>
  );
}

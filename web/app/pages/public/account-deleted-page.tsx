import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { pageContainer } from '../../../components/ui/layout-styles.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** The history state the profile's deletion leaves; without it nobody has just deleted anything. */
export const accountDeletedState = { accountDeleted: true } as const;

const erased = [
  'Your account: your email address, your password, and the sign-in of every device',
  'Your profile: your name, conditions, medications, supplements, symptoms and diet',
  'Your journal: every meal and symptom check-in, and your starred meals',
  'Your insights and trends',
  'What this browser kept for you: entries waiting to be sent, and your last day',
] as const;

/**
 * Where deleting the account ends: it says that it is done and what was erased, instead of the
 * landing page without a word (issue 22, item 7). Reached only through the deletion itself.
 */
export function AccountDeletedPage() {
  useDocumentTitle('Account deleted');
  const state: unknown = useLocation().state;
  const deleted = Boolean(state && typeof state === 'object' && 'accountDeleted' in state);
  const pageRef = useRef<HTMLDivElement>(null);
  // The app's layout gave way to the public one, which does not move focus on its first render:
  // the news is where focus lands, so a screen reader says it at once.
  useEffect(() => {
    const heading = pageRef.current?.querySelector('h1');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, []);
  if (!deleted) return <Navigate to="/" replace />;
  return (
    <div ref={pageRef} className={`${pageContainer} py-14 sm:py-20`}>
      <PageHeader title="Your account has been deleted">
        <p>
          Everything in it was erased from Tend. This cannot be undone, and nothing more is needed from you.
        </p>
      </PageHeader>
      <section aria-labelledby="erased-title" className="mt-10 max-w-3xl">
        <h2 id="erased-title" className="text-2xl font-bold">
          What was erased
        </h2>
        <ul className="mt-4 flex flex-col gap-3">
          {erased.map((item) => (
            <li key={item} className="flex gap-3 text-lg">
              <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" />
              {item}
            </li>
          ))}
        </ul>
        <p className="mt-6 text-base text-muted">
          If this Tend is backed up, older copies of the database disappear as those backups are replaced.
        </p>
        <p className="mt-8 text-lg">Thank you for trusting Tend with your days. Take care.</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/">Go to the home page</ButtonLink>
        </div>
      </section>
    </div>
  );
}

import { useState } from 'react';
import { localDayKey } from '#domain/common/day-boundaries.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useToday } from '#web/features/dashboard/api/today-query.ts';
import { useSession } from '#web/features/session/api/session-query.ts';
import type { CreatedShareLink } from '#web/features/sharing/api/share-links-api.ts';
import { QrCode } from '#web/features/sharing/components/qr-code.tsx';
import { ShareLinkForm } from '#web/features/sharing/components/share-link-form.tsx';
import { ShareLinksList } from '#web/features/sharing/components/share-links-list.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

/** /app/profile/share: links a clinician opens without an account, each revocable at once. */
export function SharePage() {
  useDocumentTitle('Share with a clinician');
  const today = useToday();
  const { data: user } = useSession();
  const [created, setCreated] = useState<CreatedShareLink | null>(null);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <header>
        <h1 className="text-3xl leading-tight font-bold tracking-tight sm:text-4xl">
          Share with a clinician
        </h1>
        <p className="mt-2 text-lg text-muted">
          A link your doctor or nurse can open before the appointment, with no account: your report as a page,
          the PDF, and your journal in FHIR for a clinic's system. It shows only what you choose, ends when
          you say, and you can revoke it at any time.
        </p>
      </header>
      {created ? (
        <section
          aria-labelledby="new-link"
          className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5"
        >
          <h2 id="new-link" className="text-xl font-semibold">
            Your new link
          </h2>
          <p>Tend shows this link only now. Copy it or let your clinician scan the code.</p>
          <label htmlFor="share-url" className="font-semibold">
            Link for “{created.link.label}”
          </label>
          <input
            id="share-url"
            readOnly
            value={created.url}
            className="w-full rounded-xl border border-line bg-canvas p-3 font-mono text-sm"
            onFocus={(event) => event.currentTarget.select()}
          />
          <QrCode text={created.url} label={`QR code of the link for “${created.link.label}”`} />
        </section>
      ) : null}
      {today.isPending || !user ? (
        <p role="status" className="flex items-center gap-3 text-lg">
          <Spinner />
          Loading...
        </p>
      ) : today.data ? (
        <section aria-labelledby="make-link" className="flex flex-col gap-4">
          <h2 id="make-link" className="text-xl font-semibold">
            Make a link
          </h2>
          <ShareLinkForm
            today={today.data.date}
            journalStart={localDayKey(user.createdAt, user.timezone)}
            onCreated={setCreated}
          />
        </section>
      ) : (
        <p>We could not load your calendar. Please reload the page.</p>
      )}
      <section aria-labelledby="your-links" className="flex flex-col gap-4">
        <h2 id="your-links" className="text-xl font-semibold">
          Your links
        </h2>
        <ShareLinksList />
      </section>
    </div>
  );
}

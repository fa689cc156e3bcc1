import type { ShareLinkDto } from '#domain/sharing/share-link.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useShareLinkMutations, useShareLinks } from '../api/share-links-api.ts';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const STATE_WORDS = { active: 'Active', expired: 'Expired', revoked: 'Revoked' } as const;
const OPEN_WORDS = {
  page: 'opened the report',
  pdf: 'downloaded the PDF',
  fhir: 'downloaded the FHIR file',
} as const;

function LinkItem({ link }: { link: ShareLinkDto }) {
  const { revoke } = useShareLinkMutations();
  const last = link.opens[0];
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-5">
      <h3 className="text-lg font-semibold">{link.label}</h3>
      <p>
        <strong>{STATE_WORDS[link.state]}</strong>
        {link.state === 'active' ? ` until ${when(link.expiresAt)}` : null}
        {link.state === 'revoked' && link.revokedAt ? ` on ${when(link.revokedAt)}` : null}
        {link.hasPasscode ? ' · with a passcode' : null}
      </p>
      <p className="text-muted">
        Shows {link.from} to {link.to}, as “{link.displayName}”.
      </p>
      <p>{last ? `Last opened ${when(last.openedAt)}, ${last.device}.` : 'Not opened yet.'}</p>
      {link.opens.length > 1 ? (
        <details>
          <summary className="cursor-pointer">Every opening ({link.opens.length})</summary>
          <ul className="mt-2 list-disc pl-5">
            {link.opens.map((open) => (
              <li key={`${open.openedAt}-${open.what}`}>
                {when(open.openedAt)}: {open.device} {OPEN_WORDS[open.what]}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {link.state === 'active' ? (
        <div>
          <Button
            variant="secondary"
            disabled={revoke.isPending}
            onClick={() => revoke.mutate(link.id)}
            aria-label={`Revoke the link “${link.label}”`}
          >
            Revoke
          </Button>
        </div>
      ) : null}
    </li>
  );
}

export function ShareLinksList() {
  const links = useShareLinks();
  if (links.isPending) return <p role="status">Loading your links...</p>;
  if (links.isError) return <p>Your links could not be loaded. Please try again.</p>;
  if (links.data.length === 0) return <p className="text-muted">You have not shared a link yet.</p>;
  return (
    <ul className="flex flex-col gap-4">
      {links.data.map((link) => (
        <LinkItem key={link.id} link={link} />
      ))}
    </ul>
  );
}

import { Sprout } from 'lucide-react';
import { Link } from 'react-router';

/** The product name as a home link; the sprout is decoration, the name is the link text. */
export function Wordmark({ to = '/' }: { to?: string }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg text-2xl font-bold tracking-tight text-ink"
    >
      <span className="grid size-9 place-items-center rounded-xl bg-primary text-primary-ink">
        <Sprout aria-hidden="true" className="size-5" strokeWidth={2.25} />
      </span>
      Tend
    </Link>
  );
}

import { Link } from '#web/lib/site-navigation.tsx';
import { LogoMark } from './logo-mark.tsx';

/** The product name as a home link; the mark is decoration, the name is the link text. */
export function Wordmark({ to = '/' }: { to?: string }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg text-2xl font-bold tracking-tight text-ink"
    >
      <LogoMark />
      Tend
    </Link>
  );
}

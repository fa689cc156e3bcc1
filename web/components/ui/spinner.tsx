import { LoaderCircle } from 'lucide-react';

/** A spinner is decoration; the surrounding text or aria-busy region says what is loading. */
export function Spinner({ className = 'size-8' }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={`animate-spin text-primary ${className}`} />;
}

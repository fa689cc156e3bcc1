import type { ReactNode } from 'react';

// Long reading (policies, the founder story) styled from one place, so page files stay plain
// semantic HTML. The measure stays near 70 characters and the body at 18 px: easier on tired eyes.
const proseClasses = [
  'max-w-[70ch] text-lg leading-relaxed text-ink',
  '[&_p]:mt-5',
  '[&_h2]:mt-12 [&_h2]:scroll-mt-6 [&_h2]:text-2xl [&_h2]:leading-snug [&_h2]:font-bold [&_h2]:tracking-tight sm:[&_h2]:text-3xl',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
  '[&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li::marker]:text-muted',
  '[&_strong]:font-semibold',
  '[&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:text-primary-hover',
  '[&>:first-child]:mt-0',
].join(' ');

export function Prose({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`${proseClasses} ${className}`.trim()}>{children}</div>;
}

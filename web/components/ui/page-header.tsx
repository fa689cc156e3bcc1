import type { ReactNode } from 'react';

type PageHeaderProps = {
  /** A short line above the title that says where the reader is. */
  eyebrow?: string;
  title: string;
  children?: ReactNode;
};

/** The top of a content page: one h1 (focused after navigation) and an optional lead paragraph. */
export function PageHeader({ eyebrow, title, children }: PageHeaderProps) {
  return (
    <header className="max-w-3xl">
      {eyebrow ? <p className="text-base font-semibold text-primary">{eyebrow}</p> : null}
      <h1 className="mt-2 text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
        {title}
      </h1>
      {children ? (
        <div className="mt-5 text-lg text-muted sm:text-xl sm:leading-relaxed">{children}</div>
      ) : null}
    </header>
  );
}

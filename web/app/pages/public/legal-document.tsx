import { type ReactNode, useId } from 'react';
import { pageContainer } from '#web/components/ui/layout-styles.ts';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { Prose } from '#web/components/ui/prose.tsx';
import { formatDay } from '#web/lib/format.ts';

export type LegalSection = { id: string; title: string; body: ReactNode };

type LegalDocumentProps = {
  title: string;
  /** ISO date for machines, and the words people read. */
  /** The day the document last changed, 'YYYY-MM-DD'; shown in the reader's own form of dates. */
  updated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
};

/**
 * The Privacy Policy and the Terms of Use share one reading layout. It renders only the document, no
 * navbar or shell, so the same page can sit in the public layout or in the signed-in app shell.
 */
export function LegalDocument({ title, updated, intro, sections }: LegalDocumentProps) {
  const contentsId = useId();
  return (
    <div className={`${pageContainer} py-14 sm:py-20`}>
      <PageHeader eyebrow="Legal" title={title}>
        <p>
          Last updated: <time dateTime={updated}>{formatDay(updated, 'date')}</time>
        </p>
      </PageHeader>

      <div className="mt-12 grid gap-12 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        {/* A table of contents for long reading; on small screens it would only push the text down. */}
        <nav aria-labelledby={contentsId} className="hidden lg:block">
          <div className="sticky top-8 max-h-[calc(100dvh-4rem)] overflow-y-auto pb-4">
            <h2 id={contentsId} className="text-sm font-semibold tracking-wide text-muted uppercase">
              On this page
            </h2>
            <ul className="mt-3 space-y-1 border-l border-line">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-base text-muted hover:border-primary hover:text-ink"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </nav>

        <Prose>
          <div className="rounded-2xl bg-surface-muted p-6 [&>p:first-child]:mt-0">{intro}</div>
          {sections.map((section) => (
            <section key={section.id}>
              <h2 id={section.id}>{section.title}</h2>
              {section.body}
            </section>
          ))}
        </Prose>
      </div>
    </div>
  );
}

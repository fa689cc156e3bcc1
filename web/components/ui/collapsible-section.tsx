import { ChevronDown, type LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';

type CollapsibleSectionProps = {
  title: string;
  icon?: LucideIcon;
  /** A few words on what is inside ('Fatigue, Brain fog'), shown under the title while closed. */
  summary?: string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
};

/**
 * A disclosure: the heading holds a button that says whether its panel is open (aria-expanded) and
 * which panel it controls. Several can be open at once. The closed panel stays mounted but hidden,
 * so what was typed in it is kept.
 */
export function CollapsibleSection({
  title,
  icon: Icon,
  summary,
  open,
  onOpenChange,
  children,
}: CollapsibleSectionProps) {
  const panelId = useId();
  return (
    <section className="rounded-2xl border border-line bg-surface shadow-sm">
      <h2 className="text-xl font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onOpenChange(!open)}
          className="flex min-h-16 w-full items-center gap-3 rounded-2xl px-4 py-3 text-left hover:bg-surface-muted sm:px-6"
        >
          {Icon ? (
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
              <Icon aria-hidden="true" className="size-5" />
            </span>
          ) : null}
          <span className="flex min-w-0 flex-1 flex-col">
            <span>{title}</span>
            {/* Part of the button, so the whole header is one big target; only while closed, since
                the open panel shows the answers themselves. */}
            {summary && !open ? <span className="text-base font-normal text-muted">{summary}</span> : null}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={`size-6 shrink-0 text-muted transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="border-t border-line px-4 py-5 sm:px-6">
        {children}
      </div>
    </section>
  );
}

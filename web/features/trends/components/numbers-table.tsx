import { type ReactNode, useId, useState } from 'react';

type NumbersDisclosureProps = {
  /** The summary's words: 'Show the numbers for Fatigue'. */
  label: string;
  caption: string;
  columns: readonly string[];
  rows: readonly { key: string; header: string; cells: readonly ReactNode[] }[];
};

/**
 * A chart's numbers as a table, behind a disclosure a keyboard reaches (its summary is focusable)
 * and a screen reader announces. The table scrolls sideways inside its own focusable region, so a
 * long table never widens the page on a phone.
 *
 * The table is in the page only while the disclosure is open: a year's range has 366 rows per
 * chart, and four closed tables were most of the page's 12,000 elements (Lighthouse: a 533 ms task
 * drawing them). A closed disclosure's content is hidden from everyone anyway.
 */
export function NumbersDisclosure({ label, caption, columns, rows }: NumbersDisclosureProps) {
  const captionId = useId();
  const [open, setOpen] = useState(false);
  return (
    <details
      className="group mt-4 rounded-xl border border-line"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="flex min-h-11 cursor-pointer items-center rounded-xl px-4 py-2 font-semibold text-primary hover:bg-surface-muted">
        {label}
      </summary>
      {open ? (
        <section
          aria-labelledby={captionId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable so a keyboard can scroll it (WCAG 2.1.1).
          tabIndex={0}
          className="max-h-96 overflow-auto px-4 pb-4"
        >
          <table className="w-full border-collapse text-left text-base">
            <caption id={captionId} className="py-2 text-left text-muted">
              {caption}
            </caption>
            <thead>
              <tr className="border-b border-line">
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-2 py-1.5 font-semibold whitespace-nowrap">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b border-line last:border-0">
                  <th scope="row" className="px-2 py-1.5 font-normal whitespace-nowrap">
                    {row.header}
                  </th>
                  {row.cells.map((cell, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional columns.
                    <td key={index} className="px-2 py-1.5 tabular-nums">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </details>
  );
}

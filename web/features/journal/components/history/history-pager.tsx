import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

type HistoryPagerProps = {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
};

/** Previous and Next through the history's pages, and which page this is. */
export function HistoryPager({ page, pageCount, onPage }: HistoryPagerProps) {
  return (
    <nav aria-label="History pages" className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-5" />
        Previous
      </Button>
      <p aria-live="polite" className="font-semibold">
        Page {page} of {pageCount}
      </p>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="size-5" />
      </Button>
    </nav>
  );
}

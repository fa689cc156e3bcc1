import { useSearchParams } from 'react-router';
import type { TrendRangeQuery } from '../../../../domain/trends/trend-range.ts';
import { Trends } from '../../../features/trends/components/trends.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

function readQuery(params: URLSearchParams): TrendRangeQuery {
  const from = params.get('from');
  const to = params.get('to');
  if (from && to) return { from, to };
  const range = params.get('range');
  return range === '7' || range === '30' || range === '90' ? { range } : {};
}

/** /app/trends: the range lives in the address, so a chosen view can be bookmarked and shared. */
export function TrendsPage() {
  useDocumentTitle('Trends');
  const [params, setParams] = useSearchParams();
  return (
    <Trends
      query={readQuery(params)}
      onQueryChange={(query) => {
        const search = new URLSearchParams();
        for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
        setParams(search);
      }}
    />
  );
}

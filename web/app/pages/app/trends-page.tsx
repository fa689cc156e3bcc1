import { useSearchParams } from 'react-router';
import { trendQueryFromSearch } from '#domain/trends/trend-query.ts';
import { Trends } from '#web/features/trends/components/trends.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

/** /app/trends: the range lives in the address, so a chosen view can be bookmarked and shared. */
export function TrendsPage() {
  useDocumentTitle('Trends');
  const [params, setParams] = useSearchParams();
  return (
    <Trends
      query={trendQueryFromSearch(params)}
      onQueryChange={(query) => {
        const search = new URLSearchParams();
        for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
        setParams(search);
      }}
    />
  );
}

import { useEffect } from 'react';

/** Each page names itself in the tab and for screen readers announcing the page change. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Tend`;
  }, [title]);
}

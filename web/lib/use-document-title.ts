import { useEffect } from 'react';

export const productName = 'Tend';

/** The home page keeps the descriptive title from index.html, which search results and tabs show. */
export const homeDocumentTitle = 'Tend: a gentle food and symptom journal';

/**
 * Sets the tab title for a page ("About · Tend"). Screen readers announce the title, and people with
 * many tabs open find their way back by it, so every route sets one.
 */
export function useDocumentTitle(pageTitle?: string) {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${productName}` : homeDocumentTitle;
  }, [pageTitle]);
}

/**
 * LoadingView (loading-view.tsx) as static HTML, which the signed-in pages' HTML carries in #root
 * (scripts/build/signed-in-shell.ts): the spec's loading view paints as soon as the page and its
 * stylesheet arrive, instead of after the page's code has downloaded and run (on a phone network,
 * over a second later). React replaces it on its first render with the same view, so nothing moves.
 *
 * One difference, because no script has run yet: the refresh control is a GET form's submit button,
 * so it reloads the page even when the code never arrives (the query string is dropped, which only
 * resets a Trends range). `display: contents` keeps the form out of the layout. A test compares
 * this with the component's own markup, so the two cannot drift apart.
 */
export const staticLoadingViewHtml =
  '<main class="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">' +
  '<div role="status" aria-live="polite" class="flex flex-col items-center gap-4">' +
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-loader-circle lucide-loader-2 animate-spin text-primary size-10" aria-hidden="true"><path d="M21 12a9 9 0 1 1-6.219-8.56"></path></svg>' +
  '<h1 class="text-lg font-semibold">Loading Tend...</h1>' +
  '</div>' +
  '<form method="get" class="contents">' +
  '<button type="submit" class="min-h-11 rounded-xl px-4 text-primary underline underline-offset-4 hover:bg-surface-muted">Taking too long? Refresh</button>' +
  '</form>' +
  '</main>';

import { Spinner } from './spinner.tsx';

/**
 * The spec's global loading view: 'Loading Tend...', a spinner, and a way out if it hangs. While it
 * is the whole page it is the page's main landmark; inside a layout that already has one, pass
 * `landmark={false}`. Its words are the page's level-one heading either way: while it shows, it is
 * the page, and a screen reader's list of headings should say so.
 */
export function LoadingView({ landmark = true }: { landmark?: boolean }) {
  const Container = landmark ? 'main' : 'div';
  return (
    <Container className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-4">
        <Spinner className="size-10" />
        <h1 className="text-lg font-semibold">Loading Tend...</h1>
      </div>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="min-h-11 rounded-xl px-4 text-primary underline underline-offset-4 hover:bg-surface-muted"
      >
        Taking too long? Refresh
      </button>
    </Container>
  );
}

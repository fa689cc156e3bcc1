import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { pageContainer } from '#web/components/ui/layout-styles.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

/**
 * Shown inside the layout when a page fails to render or its code cannot be fetched (a dropped
 * connection, or a new release replaced the old files). The navbar stays, and a reload usually fixes it.
 */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  if (import.meta.env.DEV && !isRouteErrorResponse(error)) console.error(error);
  return (
    <section className={`${pageContainer} flex max-w-xl flex-col items-center gap-6 py-24 text-center`}>
      <h1 className="text-3xl font-bold">This page did not load</h1>
      <p className="text-lg text-muted">
        Please check your connection and try again. Your journal is safe; nothing you saved is lost.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <ButtonLink to="/" variant="secondary">
          Go to Homepage
        </ButtonLink>
      </div>
    </section>
  );
}

import { useNavigate } from 'react-router';
import { useSignedInHome } from '#web/app/layouts/signed-in-reader.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

export function NotFoundPage() {
  const navigate = useNavigate();
  // Signed in, the page is in the app shell (SiteLayout) and home is the app's.
  const home = useSignedInHome();
  useDocumentTitle('Page Not Found');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold">Page Not Found</h1>
      <p className="text-muted">The page you are looking for does not exist or has moved.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink to={home ?? '/'}>Go to Homepage</ButtonLink>
        <Button variant="secondary" onClick={() => navigate(-1)}>
          Go Back
        </Button>
      </div>
    </section>
  );
}

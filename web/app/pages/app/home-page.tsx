import { useSession } from '../../../features/session/api/session-query.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function HomePage() {
  useDocumentTitle('Home');
  const { data: user } = useSession();
  return (
    <section>
      <h1 className="text-3xl font-bold">Welcome, {user?.name}</h1>
    </section>
  );
}

import { ButtonLink } from '../../../components/ui/button-link.tsx';

export function LandingPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-bold">Tend</h1>
      <ButtonLink to="/auth?signup=true">Start Your Journey</ButtonLink>
    </section>
  );
}

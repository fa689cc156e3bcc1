import { Outlet } from 'react-router';
import { Wordmark } from '#web/components/ui/wordmark.tsx';

export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-canvas px-4 py-10">
      {/* A banner landmark: the home link would otherwise sit outside every landmark, where someone
          moving by landmarks never meets it. */}
      <header className="mb-8">
        <Wordmark />
      </header>
      <main id="main" className="w-full max-w-md">
        <Outlet />
      </main>
    </div>
  );
}

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: React.ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8">
      {/* Focused by script when a step opens, for screen readers; not a Tab stop, so no ring to show
          (a ring on load reads as a box around the title). Keyboard focus elsewhere keeps its ring. */}
      <h1 tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        {title}
      </h1>
      {subtitle ? <p className="mt-1 text-muted">{subtitle}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

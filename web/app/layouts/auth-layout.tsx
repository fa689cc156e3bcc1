import { Leaf } from 'lucide-react';
import { Link, Outlet } from 'react-router';

export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-canvas px-4 py-10">
      <Link
        to="/"
        className="mb-8 inline-flex items-center gap-2 rounded-lg px-2 py-1 text-2xl font-bold text-primary"
      >
        <Leaf aria-hidden="true" className="size-7" />
        Tend
      </Link>
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
      <h1 tabIndex={-1} className="text-2xl font-bold">
        {title}
      </h1>
      {subtitle ? <p className="mt-1 text-muted">{subtitle}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

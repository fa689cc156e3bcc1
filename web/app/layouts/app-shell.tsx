import { Leaf, LogOut, UserRound } from 'lucide-react';
import { Link, NavLink, Outlet } from 'react-router';
import { useTimezoneSync } from '../../features/profile/api/use-timezone-sync.ts';
import { useSession } from '../../features/session/api/session-query.ts';
import { useSignOut } from '../../features/session/api/use-sign-out.ts';

export function AppShell() {
  const signOut = useSignOut();
  const { data: user } = useSession();
  useTimezoneSync(user?.timezone);
  return (
    <div className="min-h-dvh">
      {/* data-sticky-header: styles.css keeps focused controls from scrolling under this bar. */}
      <header data-sticky-header className="sticky top-0 z-20 border-b border-line bg-surface">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <Link
            to="/app/home"
            className="inline-flex items-center gap-2 rounded-lg px-2 py-1 text-xl font-bold text-primary"
          >
            <Leaf aria-hidden="true" className="size-6" />
            Tend
          </Link>
          {/* A minimal bar until the full navigation arrives: the profile, and a way out. */}
          <nav aria-label="Main" className="flex items-center gap-1">
            <NavLink
              to="/app/profile"
              end
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center gap-2 rounded-xl px-3 font-semibold whitespace-nowrap ${isActive ? 'bg-primary-soft text-ink' : 'text-ink hover:bg-surface-muted'}`
              }
            >
              <UserRound aria-hidden="true" className="size-5" />
              Profile
            </NavLink>
            <button
              type="button"
              onClick={() => signOut.mutate()}
              disabled={signOut.isPending}
              className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 font-semibold whitespace-nowrap hover:bg-surface-muted"
            >
              <LogOut aria-hidden="true" className="size-5" />
              Sign Out
            </button>
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        <Outlet />
      </main>
    </div>
  );
}

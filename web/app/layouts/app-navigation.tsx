import {
  CalendarDays,
  FlaskConical,
  House,
  Lightbulb,
  LogOut,
  type LucideIcon,
  NotebookPen,
  TrendingUp,
  UserRound,
} from 'lucide-react';
import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { pageContainer } from '#web/components/ui/layout-styles.ts';
import { MenuToggleButton } from '#web/components/ui/menu-toggle-button.tsx';
import { useMobileMenu } from '#web/components/ui/use-mobile-menu.ts';
import { Wordmark } from '#web/components/ui/wordmark.tsx';
import { useSignOut } from '#web/features/session/api/use-sign-out.ts';
import { appNavEntries, isAppNavEntryActive } from './app-nav-entries.ts';
import { useScrolledPast } from './use-scrolled-past.ts';

/** The spec's scroll threshold: past it the bar turns translucent and casts a shadow. */
const scrollThreshold = 20;

const icons: Record<string, LucideIcon> = {
  '/app/home': House,
  '/app/journal/log': NotebookPen,
  '/app/journal/history': CalendarDays,
  '/app/trends': TrendingUp,
  '/app/insights': Lightbulb,
  '/app/experiments': FlaskConical,
  '/app/profile': UserRound,
};

const linkBase = 'items-center rounded-xl font-semibold transition-colors';

// The current page has a tinted chip and an underline: shape as well as colour (WCAG 1.4.1).
function linkState(active: boolean) {
  return active
    ? 'bg-primary-soft text-ink underline decoration-primary decoration-2 underline-offset-[6px]'
    : 'text-muted hover:bg-surface-muted hover:text-ink';
}

export function AppNavigation() {
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const scrolled = useScrolledPast(scrollThreshold);
  const headerRef = useRef<HTMLElement>(null);
  const { menuOpen, menuId, menuButtonRef, toggleMenu, closeMenu } = useMobileMenu(headerRef);

  function chooseEntry(to: string) {
    closeMenu();
    // Choosing the page already shown is not a navigation, so nothing moves focus to the page: the
    // link about to be hidden would take focus with it. Keep it on the menu button instead.
    if (to === pathname) menuButtonRef.current?.focus();
  }

  function chooseSignOut() {
    closeMenu();
    signOut.mutate();
  }

  // An open menu stays opaque: its links must not sit on top of the page's text.
  const translucent = scrolled && !menuOpen;

  return (
    <header
      ref={headerRef}
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-30 border-b transition-[background-color,box-shadow,border-color] duration-200 ${
        translucent ? 'border-transparent bg-canvas/85 shadow-md backdrop-blur-md' : 'border-line bg-canvas'
      }`}
    >
      <nav aria-label="Main" className={pageContainer}>
        <div className="flex h-16 items-center justify-between gap-2">
          <Wordmark to="/app/home" />

          {/* From 1024 px everything fits on one line (seven entries since the Experiments page):
              compact until there is room for icons; below, the menu button. */}
          <div className="hidden items-center gap-1 lg:flex xl:gap-2">
            <ul className="flex items-center gap-0.5 xl:gap-1">
              {appNavEntries.map((entry) => {
                const active = isAppNavEntryActive(entry, pathname);
                const Icon = icons[entry.to];
                return (
                  <li key={entry.to}>
                    <Link
                      to={entry.to}
                      aria-current={active ? 'page' : undefined}
                      className={`inline-flex min-h-11 gap-2 px-2 text-base whitespace-nowrap xl:px-3 ${linkBase} ${linkState(active)}`}
                    >
                      {Icon ? <Icon aria-hidden="true" className="hidden size-5 xl:block" /> : null}
                      {entry.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
            <span aria-hidden="true" className="mx-1 hidden h-6 w-px bg-line lg:block" />
            {/* The words always show with the bar; the icon joins them where icons fit. */}
            <button
              type="button"
              title="Sign Out"
              onClick={() => signOut.mutate()}
              disabled={signOut.isPending}
              className={`inline-flex min-h-11 min-w-11 justify-center gap-2 px-2 text-base whitespace-nowrap text-muted hover:bg-surface-muted hover:text-ink disabled:opacity-60 xl:px-3 ${linkBase}`}
            >
              <LogOut aria-hidden="true" className="hidden size-5 xl:block" />
              <span>Sign Out</span>
            </button>
          </div>

          <MenuToggleButton
            open={menuOpen}
            menuId={menuId}
            onToggle={toggleMenu}
            buttonRef={menuButtonRef}
            hiddenFrom="lg"
          />
        </div>

        {/* Always in the DOM so aria-controls points at something; `hidden` keeps it out of reach. */}
        <div
          id={menuId}
          hidden={!menuOpen}
          className="max-h-[calc(100dvh-4rem)] overflow-y-auto pb-4 lg:hidden"
        >
          <ul className="flex flex-col gap-1 border-t border-line pt-3">
            {appNavEntries.map((entry) => {
              const active = isAppNavEntryActive(entry, pathname);
              const Icon = icons[entry.to];
              return (
                <li key={entry.to}>
                  <Link
                    to={entry.to}
                    aria-current={active ? 'page' : undefined}
                    onClick={() => chooseEntry(entry.to)}
                    className={`flex min-h-12 w-full gap-3 px-4 text-lg ${linkBase} ${linkState(active)}`}
                  >
                    {Icon ? <Icon aria-hidden="true" className="size-5 shrink-0" /> : null}
                    {entry.label}
                  </Link>
                </li>
              );
            })}
          </ul>
          <div className="mt-3 border-t border-line pt-3">
            <button
              type="button"
              onClick={chooseSignOut}
              disabled={signOut.isPending}
              className={`flex min-h-12 w-full gap-3 px-4 text-lg text-muted hover:bg-surface-muted hover:text-ink disabled:opacity-60 ${linkBase}`}
            >
              <LogOut aria-hidden="true" className="size-5 shrink-0" />
              Sign Out
            </button>
          </div>
        </div>
      </nav>
    </header>
  );
}

import { useRef } from 'react';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { pageContainer } from '#web/components/ui/layout-styles.ts';
import { MenuToggleButton } from '#web/components/ui/menu-toggle-button.tsx';
import { useMobileMenu } from '#web/components/ui/use-mobile-menu.ts';
import { Wordmark } from '#web/components/ui/wordmark.tsx';
import { NavLink } from '#web/lib/site-navigation.tsx';

const pageLinks = [
  { to: '/about', label: 'About' },
  { to: '/faq', label: 'FAQ' },
] as const;

const signUpPath = '/auth?signup=true';
const signInPath = '/auth/sign-in';

const linkBase = 'min-h-11 items-center rounded-xl font-semibold transition-colors';

function linkState(isActive: boolean) {
  return isActive ? 'bg-primary-soft text-ink' : 'text-muted hover:bg-surface-muted hover:text-ink';
}

// From 640 px the whole bar must fit on one line, so the links stay compact until there is room.
const desktopLinkClasses = ({ isActive }: { isActive: boolean }) =>
  `inline-flex whitespace-nowrap px-3 text-base md:px-4 ${linkBase} ${linkState(isActive)}`;

// In the mobile menu each row is a whole-width target: easier to hit with a tired or shaky hand.
const mobileLinkClasses = ({ isActive }: { isActive: boolean }) =>
  `flex w-full min-h-12 px-4 text-lg ${linkBase} ${linkState(isActive)}`;

export function PublicNavbar() {
  const headerRef = useRef<HTMLElement>(null);
  const { menuOpen, menuId, menuButtonRef, toggleMenu, closeMenu } = useMobileMenu(headerRef);

  return (
    <header ref={headerRef} className="border-b border-line bg-canvas">
      <nav aria-label="Main" className={pageContainer}>
        <div className="flex h-18 items-center justify-between gap-4">
          <Wordmark />

          <div className="hidden items-center gap-1 sm:flex md:gap-2">
            <ul className="flex items-center gap-1">
              {pageLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={desktopLinkClasses}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <span aria-hidden="true" className="mx-1 h-6 w-px bg-line md:mx-2" />
            <ButtonLink to={signInPath} variant="ghost" className="whitespace-nowrap">
              Sign in
            </ButtonLink>
            <ButtonLink to={signUpPath} className="whitespace-nowrap">
              Start Your Journey
            </ButtonLink>
          </div>

          <MenuToggleButton open={menuOpen} menuId={menuId} onToggle={toggleMenu} buttonRef={menuButtonRef} />
        </div>

        {/* Always in the DOM so aria-controls points at something; `hidden` keeps it out of reach. */}
        <div id={menuId} hidden={!menuOpen} className="pb-5 sm:hidden">
          <ul className="flex flex-col gap-1 border-t border-line pt-3">
            {pageLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={mobileLinkClasses} onClick={closeMenu}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-col gap-3">
            <ButtonLink to={signInPath} variant="secondary" size="lg" onClick={closeMenu}>
              Sign in
            </ButtonLink>
            <ButtonLink to={signUpPath} size="lg" onClick={closeMenu}>
              Start Your Journey
            </ButtonLink>
          </div>
        </div>
      </nav>
    </header>
  );
}

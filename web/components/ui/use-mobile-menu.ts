import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from '#web/lib/site-navigation.tsx';

/**
 * The open state of a navigation bar's small-screen menu, closed the ways people expect: by a new
 * page (Back and Forward included, not only clicks in it), by Escape (focus goes back to the
 * button, since it was inside the menu that is now hidden) and by a tap outside `containerRef`.
 */
export function useMobileMenu(containerRef: RefObject<HTMLElement | null>) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menuOpen, containerRef]);

  return {
    menuOpen,
    menuId,
    menuButtonRef,
    toggleMenu: () => setMenuOpen((open) => !open),
    closeMenu: () => setMenuOpen(false),
  };
}

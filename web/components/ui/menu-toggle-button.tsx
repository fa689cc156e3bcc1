import { Menu, X } from 'lucide-react';
import type { RefObject } from 'react';

type MenuToggleButtonProps = {
  open: boolean;
  menuId: string;
  onToggle: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** Where the bar shows every link and this button hides: 640 px, or 1024 px for a longer bar. */
  hiddenFrom?: 'sm' | 'lg';
};

const hiddenClass = { sm: 'sm:hidden', lg: 'lg:hidden' } as const;

/** Opens and closes a navigation bar's small-screen menu; hidden where the bar shows all. */
export function MenuToggleButton({
  open,
  menuId,
  onToggle,
  buttonRef,
  hiddenFrom = 'sm',
}: MenuToggleButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={`inline-flex min-h-11 items-center gap-2 rounded-xl border border-line bg-surface px-4 font-semibold text-ink hover:bg-surface-muted ${hiddenClass[hiddenFrom]}`}
      aria-expanded={open}
      aria-controls={menuId}
      aria-label={open ? 'Close menu' : 'Open menu'}
      onClick={onToggle}
    >
      {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
      {/* Visible words for people who do not read icons; the label above contains them. */}
      <span aria-hidden="true">{open ? 'Close' : 'Menu'}</span>
    </button>
  );
}

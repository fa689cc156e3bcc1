import { Menu, X } from 'lucide-react';
import type { RefObject } from 'react';

type MenuToggleButtonProps = {
  open: boolean;
  menuId: string;
  onToggle: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
};

/** Opens and closes a navigation bar's small-screen menu; hidden from 640 px, where the bar shows all. */
export function MenuToggleButton({ open, menuId, onToggle, buttonRef }: MenuToggleButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-line bg-surface px-4 font-semibold text-ink hover:bg-surface-muted sm:hidden"
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

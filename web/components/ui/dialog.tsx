import { X } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';

type DialogProps = {
  open: boolean;
  /** Called for every way out: Escape, the close button, or the caller's own buttons. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Where focus goes on opening; by default the browser's choice (the first focusable element). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Where focus goes on closing when the element that opened the dialog is gone (say, the row of
   * a deleted entry). Without it focus would fall to the top of the document.
   */
  fallbackFocusRef?: RefObject<HTMLElement | null>;
  size?: 'sm' | 'lg';
};

/**
 * A modal on the native <dialog>: showModal() gives the focus trap, the inert background and
 * Escape for free, and the browser announces it as a dialog named by its title.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  initialFocusRef,
  fallbackFocusRef,
  size = 'sm',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      initialFocusRef?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocusRef]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => {
      const target = opener.current?.isConnected ? opener.current : fallbackFocusRef?.current;
      target?.focus();
      onCloseRef.current();
    };
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, [fallbackFocusRef]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={`m-auto w-[calc(100%-2rem)] rounded-2xl border border-line bg-surface p-0 text-ink shadow-xl backdrop:bg-ink/50 ${
        size === 'lg' ? 'max-w-2xl' : 'max-w-md'
      }`}
    >
      {open ? (
        <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
          <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
            <div>
              <h2 id={titleId} className="text-xl font-bold">
                {title}
              </h2>
              {description ? (
                <div id={descriptionId} className="mt-1 text-muted">
                  {description}
                </div>
              ) : null}
            </div>
            <button
              type="button"
              onClick={() => ref.current?.close()}
              className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-xl text-muted hover:bg-surface-muted hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Close</span>
            </button>
          </div>
          <div className="overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}

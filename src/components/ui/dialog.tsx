import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, PointerEvent, ReactNode, SyntheticEvent } from 'react';
import './ui.css';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** When false the shopper must answer inside the dialog: no close button, Escape or backdrop. */
  dismissible?: boolean;
  closeLabel: string;
  /** `drawer` is a full-height panel from the left edge. */
  variant?: 'modal' | 'drawer';
  className?: string;
  footer?: ReactNode;
}

const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]';

function focusablesIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) =>
      el.tabIndex >= 0 &&
      !el.matches(':disabled') &&
      !el.closest('[hidden], [inert]') &&
      // Skips content of closed <details> and display:none; jsdom has no layout, so it counts all.
      (typeof el.checkVisibility !== 'function' || el.checkVisibility()),
  );
}

/** A modal dialog or side drawer on the native <dialog>, so the browser supplies top layer and inertness. */
export function Dialog({
  open,
  onClose,
  title,
  children,
  dismissible = true,
  closeLabel,
  variant = 'modal',
  className,
  footer,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  // True while React means the dialog to be open; tells our own close() apart from the browser's.
  const shown = useRef(false);
  const pressedBackdrop = useRef(false);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && !dialog.contains(active) ? active : null;
    if (!dialog.open) dialog.showModal();
    shown.current = true;
    (focusablesIn(dialog)[0] ?? dialog).focus();
    return () => {
      shown.current = false;
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  // Escape is handled here rather than left to the browser so the dialog stays under React's control;
  // Chromium's close watcher would otherwise close even a non-dismissible dialog on a second Escape.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget;
    // A dialog nested in this one handles its own keys.
    if ((event.target as Element).closest('dialog') !== dialog) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      if (dismissible) onClose();
    } else if (event.key === 'Tab') {
      // A modal <dialog> lets Tab leave for the browser's chrome; keep it cycling inside instead.
      const items = focusablesIn(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
      } else if (event.shiftKey && (current === first || current === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (dismissible) onClose();
  };

  // The browser closed the dialog on its own (a close request we could not cancel).
  const onNativeClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget;
    if (!shown.current || dialog.open) return;
    if (dismissible) onClose();
    else dialog.showModal();
  };

  // The panel fills the dialog, so only a press on the backdrop targets the <dialog> itself. Both ends
  // of the click must be there: a text selection dragged out of the panel must not close it.
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressedBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (dismissible && pressedBackdrop.current && event.target === event.currentTarget) onClose();
    pressedBackdrop.current = false;
  };

  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      data-variant={variant}
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onNativeClose}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      {/* Content mounts only while open: a closed dialog neither fetches nor answers text queries. */}
      {open && (
        <div className="dialog__panel">
          <div className="dialog__header">
            <h2 id={titleId}>{title}</h2>
            {dismissible && (
              <button type="button" className="icon-button" aria-label={closeLabel} onClick={onClose}>
                <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path
                    d="M6 6l12 12M18 6 6 18"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            )}
          </div>
          <div className="dialog__body">{children}</div>
          {footer && <div className="dialog__footer">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}

import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";
import { FormattedMessage } from "react-intl";
import { Spinner } from "./Spinner.tsx";
import "./ConfirmDialog.css";

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What happens if the user confirms. */
  children?: ReactNode;
  confirmLabel: ReactNode;
  /** Defaults to "Cancel". */
  cancelLabel?: ReactNode;
  /** A red confirm button, for actions that cannot be undone. */
  destructive?: boolean;
  /** The confirmed action is running: buttons are disabled and the dialog stays open. */
  busy?: boolean;
  onConfirm: () => void;
  /** Cancel button, Escape or a click on the backdrop. */
  onCancel: () => void;
  /** What gets the focus on opening (a field the dialog asks for); defaults to Cancel. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal question built on the native <dialog>: the browser traps focus, makes the page
 * behind it inert, closes it on Escape and returns focus to the opener. Cancel gets the
 * initial focus so Enter never confirms a destructive action by accident.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
  initialFocus,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      (initialFocus?.current ?? cancelRef.current)?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Escape fires "cancel"; the parent decides (and keeps it open while busy).
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancelEvent = (event: Event) => {
      event.preventDefault();
      if (!busy) onCancel();
    };
    dialog.addEventListener("cancel", onCancelEvent);
    return () => dialog.removeEventListener("cancel", onCancelEvent);
  }, [busy, onCancel]);

  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onClick={(event) => {
        // A click on the ::backdrop targets the dialog element itself.
        if (event.target === event.currentTarget && !busy) onCancel();
      }}
    >
      <div className="confirm-dialog-panel">
        <div className={destructive ? "confirm-dialog-icon confirm-dialog-icon-danger" : "confirm-dialog-icon"} aria-hidden="true">
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
            {destructive ? (
              <>
                <path d="M12 9v4M12 17h.01" />
                <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
              </>
            ) : (
              <>
                <circle cx="12" cy="12" r="9" />
                <path d="M12 8h.01M11 12h1v4h1" />
              </>
            )}
          </svg>
        </div>
        <div className="confirm-dialog-content">
          <h2 id={titleId} className="confirm-dialog-title">
            {title}
          </h2>
          {children && (
            <div id={bodyId} className="confirm-dialog-body">
              {children}
            </div>
          )}
        </div>
        <div className="confirm-dialog-actions">
          <button ref={cancelRef} type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? (
              <FormattedMessage id="components.confirmDialog.cancel" defaultMessage="Cancel" description="Button that closes a confirmation dialog without doing anything" />
            )}
          </button>
          <button
            type="button"
            className={destructive ? "btn btn-danger" : "btn btn-primary"}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy && <Spinner />}
            <span>{confirmLabel}</span>
          </button>
        </div>
      </div>
    </dialog>
  );
}

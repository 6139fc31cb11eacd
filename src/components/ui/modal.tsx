import React, { useEffect, useId, useRef } from 'react';
import { Icon } from './icon';
import * as styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: React.ReactNode;
  /** Read out with the title when the dialog opens (aria-describedby). */
  description: React.ReactNode;
  /** Accessible name of the close button, in the page's language. */
  closeLabel: string;
  /** Where focus goes back on close; defaults to whatever had focus when it opened. */
  returnFocusRef?: React.RefObject<HTMLElement>;
  children?: React.ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab cycling inside the dialog instead of leaving for the browser's toolbar. */
const wrapFocus = (event: React.KeyboardEvent<HTMLDialogElement>) => {
  const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
};

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page
 * inert and gives the top layer; this component adds the parts browsers leave out
 * (initial focus on the close button, focus wrapping, focus return, backdrop click).
 */
export const Modal = ({
  open,
  onClose,
  title,
  description,
  closeLabel,
  returnFocusRef,
  children,
}: ModalProps) => {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      closeRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      (returnFocusRef?.current ?? openerRef.current)?.focus();
    }
  }, [open, returnFocusRef]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here rather than through the native cancel event, so state and focus stay in step.
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      wrapFocus(event);
    }
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape and backdrop clicks of a modal dialog
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The panel fills the dialog, so a click on the dialog itself is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={closeLabel}
          >
            <Icon name="close" size="1.5rem" />
          </button>
        </div>
        {/* Only the body scrolls: the title and the close button stay in view (on a phone a
            long guide used to carry the only way out off the screen). */}
        <div className={styles.body}>
          <div id={descriptionId} className={styles.description}>
            {description}
          </div>
          {children}
        </div>
      </div>
    </dialog>
  );
};

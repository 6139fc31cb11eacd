import React, { useCallback, useId, useRef, useState } from 'react';
import { Icon } from '../ui/icon';
import { useDismiss } from './use-dismiss';
import * as styles from './navbar.module.css';

interface NavDropdownProps {
  label: React.ReactNode;
  /** Accessible name when the visible label is not enough (e.g. the language menu). */
  ariaLabel?: string;
  children: React.ReactNode;
}

/** A disclosure (button + list), the pattern that suits site navigation better than an ARIA menu. */
export const NavDropdown = ({ label, ariaLabel, children }: NavDropdownProps) => {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  return (
    <li ref={ref} className={styles.dropdown}>
      <button
        type="button"
        className={styles.dropdownToggle}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <Icon name="chevron-down" size="1em" />
      </button>
      <ul id={listId} className={styles.dropdownList} hidden={!open}>
        {children}
      </ul>
    </li>
  );
};

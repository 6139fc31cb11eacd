import React from 'react';
import { Link } from 'gatsby-plugin-react-i18next';
import * as styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'light';

interface Look {
  variant?: ButtonVariant;
  size?: 'normal' | 'large';
  className?: string;
}

export const buttonClassName = ({
  variant = 'primary',
  size = 'normal',
  className,
}: Look): string =>
  [styles.button, styles[variant], size === 'large' ? styles.large : '', className ?? '']
    .filter(Boolean)
    .join(' ');

type ButtonProps = Look & React.ButtonHTMLAttributes<HTMLButtonElement>;

export const Button = ({ variant, size, className, type = 'button', ...rest }: ButtonProps) => (
  <button type={type} className={buttonClassName({ variant, size, className })} {...rest} />
);

type LinkButtonProps = Look & { to: string; children: React.ReactNode };

/** An internal link that looks like a button; keeps the current language. */
export const LinkButton = ({ variant, size, className, to, children }: LinkButtonProps) => (
  <Link to={to} className={buttonClassName({ variant, size, className })}>
    {children}
  </Link>
);

type ExternalButtonProps = Look & React.AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A link to another site that looks like a button; opens in a new tab. */
export const ExternalLinkButton = ({
  variant,
  size,
  className,
  children,
  ...rest
}: ExternalButtonProps) => (
  <a
    target="_blank"
    rel="noopener noreferrer"
    className={buttonClassName({ variant, size, className })}
    {...rest}
  >
    {children}
  </a>
);

// Gatsby's runtime is not available under jest: Link becomes an anchor,
// navigate a spy, and static queries answer from the test's own fixtures.
import React from 'react';

export const graphql = () => '';
export const navigate = jest.fn();
export const withPrefix = (path: string) => path;
export const useStaticQuery = jest.fn();

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
  language?: string;
  innerRef?: React.Ref<HTMLAnchorElement>;
};

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(
  (
    {
      to,
      activeClassName: _active,
      partiallyActive: _partial,
      language: _language,
      innerRef,
      ...rest
    },
    ref,
  ) => (
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- children arrive through rest
    <a ref={innerRef ?? ref} href={to} {...rest} />
  ),
);
Link.displayName = 'Link';

import { graphql, useStaticQuery } from 'gatsby';

/** Shell data from content/data, read at build time: no runtime call. */
export const useShell = () => {
  const data = useStaticQuery<Queries.ShellQuery>(graphql`
    query Shell {
      site {
        buildYear: buildTime(formatString: "YYYY")
        siteMetadata {
          version
        }
      }
      siteShell {
        organisation {
          name
          ein
          annualReportPdf
        }
        phoneNumbers {
          hotline {
            value
            label
          }
        }
        addresses {
          headQuarters {
            address
            city
            state
            zip
          }
        }
        emailAddresses {
          info
        }
        socialMedia {
          label
          link
          icon
        }
        resources {
          link
          key
          hreflang
        }
        navigation {
          main {
            ...NavItemFields
            children {
              ...NavItemFields
            }
          }
          footerResources {
            ...NavItemFields
          }
          legal {
            ...NavItemFields
          }
        }
      }
    }
    fragment NavItemFields on ShellNavItem {
      key
      to
      currentYear
    }
  `);
  if (!data.siteShell || !data.site) throw new Error('content/data shell files are missing');
  return {
    ...data.siteShell,
    buildYear: Number(data.site.buildYear),
    version: data.site.siteMetadata?.version ?? '',
  };
};

export type Shell = ReturnType<typeof useShell>;
export type NavItem = Shell['navigation']['main'][number];

const withTrailingSlash = (path: string): string =>
  path.endsWith('/') || /\.[a-z0-9]+$/i.test(path) || /^[a-z]+:/.test(path) ? path : `${path}/`;

/** Resolves a navigation item's target; News points at the current year's list. */
export const navTarget = (
  item: { to?: string | null; currentYear?: boolean | null },
  year: number,
) =>
  item.currentYear
    ? `${withTrailingSlash(item.to ?? '/news/')}${year}/`
    : withTrailingSlash(item.to ?? '/');

import React from 'react';
import { useStaticQuery, graphql } from 'gatsby';
import { canonicalOrigin } from '../../lib/config';

/** schema.org NGO with the hotline as its contact point, for search engines' knowledge panels. */
export const OrganisationJsonLd = () => {
  const { siteShell } = useStaticQuery<Queries.OrganisationJsonLdQuery>(graphql`
    query OrganisationJsonLd {
      siteShell {
        organisation {
          name
          legalName
        }
        phoneNumbers {
          hotline {
            value
          }
        }
        emailAddresses {
          info
        }
        socialMedia {
          link
        }
        addresses {
          headQuarters {
            address
            city
            state
            zip
          }
        }
      }
    }
  `);
  if (!siteShell) return null;
  const origin = canonicalOrigin();
  const hq = siteShell.addresses.headQuarters;
  const json = {
    '@context': 'https://schema.org',
    '@type': 'NGO',
    name: siteShell.organisation.name,
    legalName: siteShell.organisation.legalName,
    url: `${origin}/`,
    logo: `${origin}/images/logo.svg`,
    email: siteShell.emailAddresses.info,
    sameAs: siteShell.socialMedia.map((social) => social.link),
    address: {
      '@type': 'PostalAddress',
      streetAddress: hq.address,
      addressLocality: hq.city,
      addressRegion: hq.state,
      postalCode: hq.zip,
      addressCountry: 'US',
    },
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: siteShell.phoneNumbers.hotline.value,
      contactType: 'hotline',
      areaServed: 'US-UT',
      availableLanguage: ['English', 'Spanish', 'Portuguese'],
    },
  };
  // JSON.stringify output is safe inside a script tag once "<" is escaped.
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(json).replace(/</g, '\\u003c') }}
    />
  );
};

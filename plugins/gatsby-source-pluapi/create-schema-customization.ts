import type { GatsbyNode } from 'gatsby';

// Explicit types with @dontInfer: the site's queries keep working when the API
// leaves an optional field empty everywhere, and a missing required field fails
// the build at the node instead of in a page query.
export const typeDefs = /* GraphQL */ `
  type PluapiImpact implements Node @dontInfer {
    babiesSaved: Int!
    womenHelped: Int!
    yearEstablished: Int!
  }

  type PluapiArticle implements Node @dontInfer {
    uuid: String!
    title: String!
    "The API's URL, for reference; pages show socialImageFile, the site's own copies."
    socialImage: String
    socialImageFile: PluapiImage @link
    socialDescription: String
    pubdate: Date! @dateformat
    author: String
    story: String!
    year: Int!
    typeId: Int
  }

  type PluapiHomeNews implements Node @dontInfer {
    featured: PluapiArticle @link(by: "uuid", from: "featuredUuid")
    latest: [PluapiArticle!]! @link(by: "uuid", from: "latestUuids")
  }

  "Whether this year's partner list came from the API; false only when its call failed."
  type PluapiPartnerList implements Node @dontInfer {
    year: Int!
    fromApi: Boolean!
  }

  type PluapiPartner implements Node @dontInfer {
    name: String!
    logo: String
    logoFile: PluapiImage @link
    url: String
    homePage: Boolean!
    year: Int!
  }

  "The site's copies of an image from the API. Pages ask for gatsbyImageData (see create-resolvers.ts)."
  type PluapiImage implements Node @dontInfer {
    "The API's URL."
    url: String!
    "The file as received (an SVG drawn as PNG), served by the site: for Open Graph and JSON-LD."
    publicURL: String!
    width: Int!
    height: Int!
    "WebP copies, narrowest first."
    variants: [PluapiImageVariant!]!
  }

  type PluapiImageVariant {
    width: Int!
    height: Int!
    path: String!
  }
`;

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

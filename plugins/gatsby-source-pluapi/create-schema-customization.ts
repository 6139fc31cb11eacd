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
    "The API's URL, for reference; pages show socialImageFile, a copy served by the site."
    socialImage: String
    socialImageFile: File @link
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

  type PluapiPartner implements Node @dontInfer {
    name: String!
    logo: String
    logoFile: File @link
    url: String
    homePage: Boolean!
    year: Int!
  }
`;

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

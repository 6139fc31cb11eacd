import type { GatsbyNode } from 'gatsby';

// Explicit types, so the pages' queries work when no spreadsheet is configured (no nodes).
export const typeDefs = /* GraphQL */ `
  "A bill the score card scores, in the order of its columns."
  type ScoreCardBill implements Node @dontInfer {
    key: String!
    label: String!
    position: String!
    order: Int!
  }

  type ScoreCardVote {
    bill: String!
    vote: String!
  }

  "One seat on the score card; name is null for a vacant seat."
  type ScoreCardLegislator implements Node @dontInfer {
    chamber: String!
    district: Int!
    name: String
    slug: String!
    score: Int
    phone: String
    email: String
    votes: [ScoreCardVote!]!
  }

  "Where this build's score card came from: fromCache is true when the spreadsheet was unreachable."
  type ScoreCardSource implements Node @dontInfer {
    spreadsheetUrl: String!
    fetchedAt: Date! @dateformat
    fromCache: Boolean!
  }
`;

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

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

  type LegislatureSponsor {
    name: String!
    chamber: String
    role: String!
  }

  type LegislatureAction {
    date: Date! @dateformat
    description: String!
    owner: String
  }

  type LegislatureHearing {
    committee: String!
    start: Date! @dateformat
    location: String
    url: String
  }

  "A bill staff follow (content/data/followed-bills.json); title and the rest are null when its data could not be read."
  type LegislatureBill implements Node @dontInfer {
    billId: String!
    session: String!
    key: String!
    label: String!
    slug: String!
    position: String!
    actionEmail: String
    order: Int!
    title: String
    summary: String
    sponsors: [LegislatureSponsor!]!
    actions: [LegislatureAction!]!
    textUrl: String
    state: String
    committee: String
    lastActionDate: Date @dateformat
    nextHearing: LegislatureHearing
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

import type { GatsbyNode } from 'gatsby';

// Explicit types for the content/data/*.json sets, so a typo in a data file fails
// the build instead of silently changing the inferred schema.
const typeDefs = `
  type ShellPhoneNumber { value: String! label: String! }
  type ShellPhoneNumbers { hotline: ShellPhoneNumber! office: ShellPhoneNumber }
  type ShellAddress { address: String! city: String! state: String! zip: String! }
  type ShellAddresses { headQuarters: ShellAddress! }
  type ShellEmailAddresses { info: String! }
  type ShellSocialLink { label: String! link: String! icon: String! }
  type ShellResource { name: String! link: String! key: String! hreflang: String }
  type ShellMailingAddress { lines: [String!]! }
  type ShellOrganisation {
    name: String! legalName: String! ein: String! checkPayableTo: String!
    checkMailingAddress: ShellMailingAddress! venmoHandle: String annualReportPdf: String
  }
  type ShellNavItem { key: String! to: String currentYear: Boolean children: [ShellNavItem!] }
  type ShellNavigation { main: [ShellNavItem!]! footerResources: [ShellNavItem!]! legal: [ShellNavItem!]! }
  type SiteShell implements Node @dontInfer {
    organisation: ShellOrganisation!
    phoneNumbers: ShellPhoneNumbers!
    addresses: ShellAddresses!
    emailAddresses: ShellEmailAddresses!
    socialMedia: [ShellSocialLink!]!
    resources: [ShellResource!]!
    navigation: ShellNavigation!
  }
  type ContentService implements Node @dontInfer { serviceId: String! url: String! image: String! order: Int! }
  type ContentTestimonial implements Node @dontInfer { testimonialId: String! name: String! city: String! order: Int! }
  type ContentOpportunityFile { kind: String! path: String! bytes: Int! }
  type ContentOpportunity implements Node @dontInfer {
    opportunityId: String! image: String! files: [ContentOpportunityFile!]! order: Int!
  }
  type ContentTeamMember implements Node @dontInfer {
    memberId: String! name: String! email: String! order: Int!
    photo: File @link(by: "relativePath", from: "photoPath")
  }
  type ContentPartner implements Node @dontInfer {
    name: String! logo: String url: String homePage: Boolean! order: Int!
  }
  type UtahCities implements Node @dontInfer { names: [String!]! }
  type LegalDocument implements Node @dontInfer { slug: String! language: String! html: String! }
`;

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

import type { GatsbyNode, SourceNodesArgs } from 'gatsby';
import { readContentFile } from './read-content-file';
import { sourceLegalDocuments } from './source-legal-documents';
import { staticFileSize } from './static-file-size';

type Keyed = Record<string, unknown>;

const createContentNode = (
  { actions, createNodeId, createContentDigest }: SourceNodesArgs,
  type: string,
  key: string,
  fields: Keyed,
): void => {
  actions.createNode({
    ...fields,
    id: createNodeId(`${type}-${key}`),
    internal: { type, contentDigest: createContentDigest(fields) },
  });
};

/** Each item of a list file becomes a node; `idField` is renamed so it cannot clash with Gatsby's `id`. */
const createListNodes = (
  args: SourceNodesArgs,
  type: string,
  fileName: string,
  idField: string | null,
  mapItem: (item: Keyed) => Keyed = (item) => item,
): void => {
  readContentFile<Keyed[]>(fileName).forEach((item, order) => {
    const { id, ...rest } = item;
    const key = String(id ?? item.name ?? order);
    const fields = idField ? { ...rest, [idField]: id } : { ...rest };
    createContentNode(args, type, key, { ...mapItem(fields), order });
  });
};

export const sourceNodes: GatsbyNode['sourceNodes'] = (args) => {
  createContentNode(args, 'SiteShell', 'shell', {
    organisation: readContentFile('organisation.json'),
    phoneNumbers: readContentFile('phone-numbers.json'),
    addresses: readContentFile('addresses.json'),
    emailAddresses: readContentFile('email-addresses.json'),
    socialMedia: readContentFile('social-media.json'),
    resources: readContentFile('resources.json'),
    navigation: readContentFile('navigation.json'),
  });
  createListNodes(args, 'ContentService', 'services.json', 'serviceId');
  createListNodes(args, 'ContentTestimonial', 'testimonials.json', 'testimonialId');
  createListNodes(
    args,
    'ContentOpportunity',
    'service-opportunities.json',
    'opportunityId',
    ({ files, ...rest }) => ({
      ...rest,
      files: (files as Array<{ path: string }>).map((file) => ({
        ...file,
        bytes: staticFileSize(file.path),
      })),
    }),
  );
  createListNodes(args, 'ContentPartner', 'partners.json', null);
  createListNodes(args, 'ContentTeamMember', 'team.json', 'memberId', ({ photo, ...rest }) => ({
    ...rest,
    photoPath: `team/${String(photo)}`,
  }));
  createContentNode(args, 'UtahCities', 'utah-cities', {
    names: readContentFile<string[]>('utah-cities.json'),
  });
  sourceLegalDocuments(args);
};

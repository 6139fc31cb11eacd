import {
  buildSchema,
  getNamedType,
  isNonNullType,
  type GraphQLField,
  type GraphQLObjectType,
} from 'graphql';
import type { Node } from 'gatsby';
import { NODE_TYPES } from './constants';
import { typeDefs } from './create-schema-customization';
import { sourceNodes } from './source-nodes';
import { createFakeGatsbyApi } from './test-support/fake-gatsby-api';
import { setupPluapiServer, testOptions } from './test-support/pluapi-server';

setupPluapiServer();

// What Gatsby declares before it reads a plugin's SDL.
const GATSBY_PRELUDE = `
  scalar Date
  interface Node { id: ID! }
  type File implements Node { id: ID! }
  directive @dontInfer on OBJECT
  directive @dateformat on FIELD_DEFINITION
  directive @link(by: String, from: String) on FIELD_DEFINITION
`;
const schema = buildSchema(`${GATSBY_PRELUDE}${typeDefs}`);
const GATSBY_FIELDS = new Set(['id', 'parent', 'children', 'internal']);

/** The node field a schema field reads: its own name, or the `from` of its @link. */
function sourceField(field: GraphQLField<unknown, unknown>): string {
  const link = field.astNode?.directives?.find((directive) => directive.name.value === 'link');
  const from = link?.arguments?.find((argument) => argument.name.value === 'from')?.value;
  return from?.kind === 'StringValue' ? from.value : field.name;
}

describe('createSchemaCustomization', () => {
  it('declares the four node types, none inferred', () => {
    for (const typeName of Object.values(NODE_TYPES)) {
      const type = schema.getType(typeName) as GraphQLObjectType;
      expect(type.getInterfaces().map(String)).toEqual(['Node']);
      expect(type.astNode?.directives?.map((directive) => directive.name.value)).toEqual([
        'dontInfer',
      ]);
    }
  });

  it('matches the nodes sourceNodes creates: every non-null field is filled, nothing is left out', async () => {
    const gatsby = createFakeGatsbyApi();
    await sourceNodes(gatsby.gatsbyApi, testOptions);

    for (const typeName of Object.values(NODE_TYPES)) {
      const fields = Object.values((schema.getType(typeName) as GraphQLObjectType).getFields());
      const nodes: Node[] = gatsby.getNodesByType(typeName);
      expect(nodes.length).toBeGreaterThan(0);
      for (const node of nodes) {
        const declared = fields.filter((field) => field.name !== 'id').map(sourceField);
        const stored = Object.keys(node).filter((name) => !GATSBY_FIELDS.has(name));
        expect(stored.sort()).toEqual([...new Set(declared)].sort());
        for (const field of fields.filter((field) => isNonNullType(field.type))) {
          const value = node[sourceField(field)];
          expect([field.name, value === null || value === undefined]).toEqual([field.name, false]);
        }
      }
    }
  });

  it('links the home feed to articles by uuid', () => {
    const homeNews = schema.getType(NODE_TYPES.homeNews) as GraphQLObjectType;
    const { featured, latest } = homeNews.getFields();

    expect(getNamedType(featured!.type).name).toBe(NODE_TYPES.article);
    expect(String(latest!.type)).toBe('[PluapiArticle!]!');
    expect([sourceField(featured!), sourceField(latest!)]).toEqual(['featuredUuid', 'latestUuids']);
  });
});

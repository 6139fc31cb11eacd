// One file per lifecycle, as in Gatsby's own Shopify and Contentful source plugins.
export { pluginOptionsSchema } from './plugin-options-schema';
export { onPluginInit } from './on-plugin-init';
export { createSchemaCustomization } from './create-schema-customization';
export { createResolvers } from './create-resolvers';
export { sourceNodes } from './source-nodes';

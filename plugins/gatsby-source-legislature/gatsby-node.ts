// One file per lifecycle, like gatsby-source-pluapi beside it.
export { pluginOptionsSchema } from './plugin-options-schema';
export { createSchemaCustomization } from './create-schema-customization';
export { sourceNodes } from './source-nodes';
export { onPostBuild } from './on-post-build';

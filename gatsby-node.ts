// Thin on purpose: each lifecycle lives in its own small file under src/gatsby/.
export { sourceNodes } from './src/gatsby/content-data/source-content-data';
export { createSchemaCustomization } from './src/gatsby/content-data/content-schema';
export { createPages } from './src/gatsby/create-pages';
export { onCreatePage } from './src/gatsby/language-copies';
export { onPostBuild } from './src/gatsby/post-build';
export { onCreateWebpackConfig } from './src/gatsby/webpack';

import fs from 'node:fs';
import path from 'node:path';
import { makeTempDir } from './processes';

// The reference: the same articles and pages as the site, written the way Gatsby's
// documentation teaches (reference-site/: a textbook source plugin, createRemoteFileNode,
// gatsby-plugin-image with gatsby-plugin-sharp at its defaults, Pagefind after the build).
// The site's targets are ratios to it, as it does the same work.

const TEMPLATE_DIR = path.join(__dirname, 'reference-site');

// Written here rather than kept as files, so no tool mistakes the templates for packages.
const PACKAGES: Record<string, object> = {
  'package.json': {
    name: 'bench-reference',
    private: true,
    dependencies: Object.fromEntries(
      [
        'gatsby',
        'gatsby-plugin-image',
        'gatsby-plugin-sharp',
        'gatsby-source-filesystem',
        'gatsby-transformer-sharp',
        'pagefind',
        'react',
        'react-dom',
      ].map((name) => [name, '*']),
    ),
  },
  // Gatsby finds a local plugin by the name in its package.json.
  'plugins/source-reference/package.json': { name: 'source-reference', version: '1.0.0' },
};

/** The reference site in the temp dir, using `nodeModulesDir` (no install). */
export const createReferenceSite = (nodeModulesDir: string): string => {
  const dir = makeTempDir('bench-reference-');
  fs.cpSync(TEMPLATE_DIR, dir, { recursive: true });
  for (const [file, json] of Object.entries(PACKAGES))
    fs.writeFileSync(path.join(dir, file), JSON.stringify(json, null, 2));
  fs.symlinkSync(nodeModulesDir, path.join(dir, 'node_modules'));
  return dir;
};

// The layering DESIGN.md describes, kept by the linter instead of by habit. A local
// rule rather than a plugin: a relative import is resolved against its file and both ends are
// placed in a zone; a few pairs of zones may not meet. Package imports are not its concern.
import path from 'node:path';

const UI = /^src\/(components|features|pages|templates)\//;
const BROWSER = /^(src\/(components|features|lib|pages|templates)\/|gatsby-browser\.tsx$)/;
const featureOf = (file) => /^src\/features\/([^/]+)\//.exec(file)?.[1];

/** Why `from` may not import `to` (repository-relative paths), or null when it may. */
export const boundaryProblem = (from, to) => {
  const fromFeature = featureOf(from);
  const toFeature = featureOf(to);
  if (fromFeature && toFeature && fromFeature !== toFeature)
    return `features do not import each other (${fromFeature} → ${toFeature}): move the shared piece to src/components or src/lib`;
  if (toFeature && /^src\/(lib|components)\//.test(from))
    return 'src/lib and src/components do not import features';
  if (BROWSER.test(from) && to.startsWith('src/gatsby/'))
    return 'browser code does not import the build (src/gatsby): move what both need to src/lib';
  if (/^(plugins|server|sandbox|contract)\//.test(from) && UI.test(to))
    return "the plugin, server, sandbox and contract do not import the site's UI";
  if (from.startsWith('scripts/') && to.startsWith('e2e/'))
    return 'scripts do not import the browser tests (e2e): move what both need to scripts';
  return null;
};

const toPosix = (file) => file.split(path.sep).join('/');

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the layers of DESIGN.md apart (features, lib, build, UI)' },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const from = toPosix(path.relative(root, context.filename));
    const check = (node) => {
      const source = node?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = toPosix(path.relative(root, path.resolve(path.dirname(context.filename), source)));
      const problem = boundaryProblem(from, `${to}/`.replace(/\/\/$/, '/'));
      if (problem) context.report({ node, message: `${problem} (${source}).` });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };

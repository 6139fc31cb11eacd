// The layering DESIGN.md describes, kept by the linter instead of by habit. A local
// rule rather than a plugin: a relative import is resolved against its file and both ends are
// placed in a zone; a few pairs of zones may not meet. Package imports are not its concern.
import path from 'node:path';

const UI = /^src\/(components|features|pages|templates)\//;
const BROWSER = /^(src\/(components|features|lib|pages|templates)\/|gatsby-browser\.tsx$)/;
const featureOf = (file) => /^src\/features\/([^/]+)\//.exec(file)?.[1];

// The server's rooms, lowest first: a room imports only rooms before it. `shared` holds the
// small rules several rooms use; `notify` tells staff; `audit` records who did what; `proxy` and
// `site` answer visitors; `releases` stage, check and switch releases; `builds` run Gatsby and
// hand a release over; `staff-auth` signs staff in; `console` is what they do once in; `hooks`
// act for the CMS; `cli` holds the commands run by hand. Files at the root (main, app, config)
// wire the rooms together; of them, only `cli` may read the settings (config.ts).
const SERVER_ROOMS = [
  'shared',
  'notify',
  'audit',
  'proxy',
  'releases',
  'site',
  'builds',
  'staff-auth',
  'console',
  'hooks',
  'cli',
];
// Rooms that sit above another but must still not reach into it: the hooks act for the CMS,
// not for a signed-in person, so of the staff's rooms they use the audit record alone.
const KEPT_APART = { hooks: ['staff-auth', 'console'] };
const serverRoomOf = (file) => /^server\/([^/]+)\//.exec(file)?.[1];

function serverProblem(from, to) {
  const fromRoom = serverRoomOf(from);
  if (!fromRoom || fromRoom === 'test-support') return null;
  const fromRank = SERVER_ROOMS.indexOf(fromRoom);
  if (fromRank === -1)
    return `server/${fromRoom} is not one of the server's rooms (${SERVER_ROOMS.join(', ')}): add it to SERVER_ROOMS in its place`;
  const toRoom = serverRoomOf(to);
  if (!toRoom || toRoom === fromRoom) return null;
  if (toRoom === 'test-support') return 'only tests import server/test-support';
  const toRank = SERVER_ROOMS.indexOf(toRoom);
  // Not a room: a file at the root. The commands read the settings; no room reads the wiring.
  if (toRank === -1)
    return fromRoom === 'cli' && to.startsWith('server/config')
      ? null
      : 'the rooms do not import the files at the root of server/ (main, app, config): the wiring hands each room what it needs';
  if (toRank > fromRank)
    return `server/${fromRoom} does not import server/${toRoom}, which sits above it (${SERVER_ROOMS.join(' < ')})`;
  if (KEPT_APART[fromRoom]?.includes(toRoom))
    return `server/${fromRoom} does not import server/${toRoom}: of the staff's rooms it uses server/audit alone`;
  return null;
}

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
  const serverRooms = serverProblem(from, to);
  if (serverRooms) return serverRooms;
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

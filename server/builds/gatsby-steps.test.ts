import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gatsbyStepReader } from './gatsby-steps';

// A `gatsby build` of the site (216 pages, three languages), as the build runner reads it.
const CAPTURED = readFileSync(
  path.join(__dirname, '..', 'test-support', 'gatsby-build-output.txt'),
  'utf8',
).split('\n');

test('a captured Gatsby build is split into its own steps, with the pages rendered', () => {
  const reader = gatsbyStepReader();
  CAPTURED.forEach(reader.onLine);
  expect(reader.steps()).toEqual([
    // compile, config, plugins, caches, sourcing, createPages and the like
    { name: 'gatsby: bootstrap and sourcing', seconds: expect.closeTo(17.351, 3) },
    { name: 'gatsby: schema', seconds: 2.072 },
    { name: 'gatsby: queries', seconds: expect.closeTo(7.971, 3) },
    { name: 'gatsby: webpack', seconds: expect.closeTo(149.217, 3) },
    { name: 'gatsby: HTML', seconds: expect.closeTo(19.278, 3), pages: 216 },
    { name: 'gatsby: onPostBuild (feeds, search index)', seconds: 2.616 },
    { name: 'gatsby: other steps', seconds: expect.closeTo(1.514, 3) },
  ]);
});

test('terminal codes are ignored, and a build that renders no page says 0 pages', () => {
  const reader = gatsbyStepReader();
  reader.onLine('\u001b[2K\u001b[1A\u001b[2K\u001b[Gsuccess building schema - 1.500s');
  reader.onLine('info There are no new or changed html files to build.');
  reader.onLine(
    'success Writing page-data.json and slice-data.json files to public directory - 0.120s - 3/9 25.00/s',
  );
  reader.onLine('success Building static HTML for pages - 0.400s - 0/0 0.00/s');
  expect(reader.steps()).toEqual([
    { name: 'gatsby: schema', seconds: 1.5 },
    { name: 'gatsby: page-data', seconds: 0.12 },
    { name: 'gatsby: HTML', seconds: 0.4, pages: 0 },
  ]);
});

test('output that is not Gatsby’s gives no steps', () => {
  const reader = gatsbyStepReader();
  ['$ npm run build', 'success', 'success everything - soon', ''].forEach(reader.onLine);
  expect(reader.steps()).toEqual([]);
});

test('a build started ahead counts only what it did after the webhook, without the wait', () => {
  const reader = gatsbyStepReader();
  // Before the wait: Gatsby's start, over before the webhook came.
  reader.onLine('success compile gatsby files - 2.300s');
  reader.onLine('success load plugins - 0.500s');
  reader.onLine('info gatsby-source-pluapi: waiting for the server to name the changed articles');
  reader.onLine(
    'info gatsby-source-pluapi: waited 30.000 s for the server to name the changed articles',
  );
  // The activity that held the wait, then the rest of the build.
  reader.onLine('success source and transform nodes - 32.500s');
  reader.onLine('success createPages - 1.000s');
  reader.onLine('success building schema - 0.400s');
  expect(reader.steps()).toEqual([
    { name: 'gatsby: bootstrap and sourcing', seconds: 3.5 },
    { name: 'gatsby: schema', seconds: 0.4 },
  ]);
});

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { type HooksFixture, SECRET, startHooksFixture } from '../test-support/hooks-fixture';

// GET /hooks/status splits a webhook build's `gatsby build` step into Gatsby's own steps.

jest.setTimeout(60_000);

let fixture: HooksFixture;

afterEach(() => fixture.close());

test('the build’s steps list Gatsby’s own after it, with the pages rendered', async () => {
  fixture = await startHooksFixture(SECRET, [], []);
  writeFileSync(
    path.join(fixture.siteDir, 'say'),
    [
      'success source and transform nodes - 1.250s',
      'success building schema - 0.500s',
      'success Building production JavaScript and CSS bundles - 4.000s',
      'success Building static HTML for pages - 0.750s - 6/6 8.00/s',
    ].join('\n'),
  );
  await fixture.rebuild();
  const { phases } = (await fixture.waitUntilIdle()).last;
  const names = phases.map((phase: { name: string }) => phase.name);
  expect(names.slice(names.indexOf('gatsby build'), names.indexOf('gatsby build') + 5)).toEqual([
    'gatsby build',
    'gatsby: bootstrap and sourcing',
    'gatsby: schema',
    'gatsby: webpack',
    'gatsby: HTML',
  ]);
  expect(phases).toContainEqual({ name: 'gatsby: HTML', seconds: 0.75, pages: 6 });
});

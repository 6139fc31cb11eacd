import { mkdtempSync, readFileSync, writeFileSync } from 'fs';
import os from 'os';
import path from 'path';
import { clientMatchPaths, writeClientMatchPaths } from './client-match-paths';

// As Gatsby writes .cache/match-paths.json when the es/pt not-found pages catch `/es/*`, `/pt/*`.
const GATSBY_LIST = [
  { path: '/es/news/article/0d1b2efb/', matchPath: '/es/news/article/0d1b2efb/' },
  { path: '/pt/legislature/2026gs-hb0088/', matchPath: '/pt/legislature/2026gs-hb0088/' },
  {
    path: '/es/services/life-grant-balance/[uid]/',
    matchPath: '/es/services/life-grant-balance/:uid',
  },
  { path: '/action-email/[id]/', matchPath: '/action-email/:id' },
  { path: '/es/404/', matchPath: '/es/*' },
  { path: '/pt/404.html', matchPath: '/pt/*' },
];

describe('the match paths the browser gets', () => {
  it('hold the client-only routes alone: no page of an article or a bill, no catch-all', () => {
    expect(clientMatchPaths(GATSBY_LIST)).toEqual([
      {
        path: '/es/services/life-grant-balance/[uid]/',
        matchPath: '/es/services/life-grant-balance/:uid',
      },
      { path: '/action-email/[id]/', matchPath: '/action-email/:id' },
    ]);
  });

  it('are the same list whatever the number of articles', () => {
    const moreArticles = [
      ...Array.from({ length: 300 }, (_, index) => ({
        path: `/es/news/article/${index}/`,
        matchPath: `/es/news/article/${index}/`,
      })),
      ...GATSBY_LIST,
    ];
    expect(clientMatchPaths(moreArticles)).toEqual(clientMatchPaths(GATSBY_LIST));
  });

  it('are written beside Gatsby’s own list for the browser bundle', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'match-paths-'));
    const gatsbyFile = path.join(dir, 'match-paths.json');
    const clientFile = path.join(dir, 'client-match-paths.json');
    writeFileSync(gatsbyFile, JSON.stringify(GATSBY_LIST));
    expect(writeClientMatchPaths(gatsbyFile, clientFile)).toBe(2);
    expect(JSON.parse(readFileSync(clientFile, 'utf8'))).toEqual(clientMatchPaths(GATSBY_LIST));
  });
});

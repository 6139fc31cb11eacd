import { compileMatchPaths } from './match-paths';

const findPage = compileMatchPaths([
  { path: '/es/action-email/[id]/', matchPath: '/es/action-email/:id' },
  { path: '/action-email/[id]/', matchPath: '/action-email/:id' },
  { path: '/services/life-grant-balance/[uid]/', matchPath: '/services/life-grant-balance/:uid' },
  { path: '/app/[...]/', matchPath: '/app/*' },
]);

test.each([
  ['/action-email/42', '/action-email/[id]/'],
  ['/action-email/42/', '/action-email/[id]/'],
  ['/es/action-email/42/', '/es/action-email/[id]/'],
  ['/services/life-grant-balance/abc-123', '/services/life-grant-balance/[uid]/'],
  ['/app', '/app/[...]/'],
  ['/app/a/b/c', '/app/[...]/'],
  ['/action-email', null],
  ['/action-email/42/more', null],
  ['/pt/action-email/42', null],
])('%s → %s', (pathname, page) => {
  expect(findPage(pathname)).toBe(page);
});

import { safeReturnPath } from './return-path';

describe('the address to return to after sign-in', () => {
  it.each(['/staff/', '/staff', '/staff/preview/2026-11-27T14-02/es/', '/staff/?build=12&tab=log'])(
    'keeps the console path %s',
    (path) => expect(safeReturnPath(path)).toBe(path),
  );

  it.each([
    undefined,
    '',
    'https://evil.example/staff/',
    '//evil.example/staff/',
    '///evil.example',
    '/\\evil.example',
    '/staff\\..\\hooks',
    '/staff/../hooks/publish',
    '/staff/%2e%2e/hooks',
    '/staff/%2F%2Fevil.example',
    '/staff//evil.example',
    '/staffing',
    '/',
    '/hooks/publish',
    'javascript:alert(1)',
    '/staff/\nSet-Cookie: x',
    '/staff/%0d%0aLocation:%20https://evil.example',
    '/staff/sign-in/start',
    `/staff/${'a'.repeat(1200)}`,
  ])('sends %j to the console front page instead', (path) => {
    expect(safeReturnPath(path)).toBe('/staff/');
  });
});

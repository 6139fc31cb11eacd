import { rmSync } from 'node:fs';
import { contentSecurityPolicies, needsWebAssembly } from './security-headers';
import { makeTempDir, writeBuiltSite } from '../test-support/fake-site';
import { httpRequest } from '../test-support/http';
import { startTestServer, testOptions } from '../test-support/test-server';

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('Content-Security-Policy', () => {
  const plain = contentSecurityPolicies({ imageHosts: [], facebookPixel: false });

  test('without an API host or pixel, scripts and connections are same-origin only', () => {
    const policy = directives(plain.enforced);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['frame-src']).toEqual(['https://docs.google.com']);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    // Links and typed data cannot be sent elsewhere by an injected <base> or <form action>.
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(plain.enforced).not.toContain('facebook');
  });

  test('the report-only policy is the strict one, without inline scripts or styles', () => {
    const policy = directives(plain.reportOnly);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'"]);
  });

  test('the API host may be called and serve images; the pixel hosts appear only with a pixel', () => {
    const withBoth = contentSecurityPolicies({
      apiHost: 'https://api.example.org',
      imageHosts: ['https://api.example.org'],
      facebookPixel: true,
    });
    const policy = directives(withBoth.enforced);
    expect(policy['connect-src']).toContain('https://api.example.org');
    expect(policy['img-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://api.example.org']),
    );
    expect(policy['script-src']).toContain('https://connect.facebook.net');
    expect(policy['img-src']).toContain('https://www.facebook.com');
    expect(directives(withBoth.reportOnly)['script-src']).toEqual([
      "'self'",
      'https://connect.facebook.net',
    ]);
  });

  // Pagefind (site search) compiles WebAssembly; nothing else on the site does.
  test("only the search scope adds 'wasm-unsafe-eval', and nothing else, to both policies", () => {
    const search = contentSecurityPolicies(
      { imageHosts: [], facebookPixel: false },
      { webAssembly: true },
    );
    expect(directives(search.enforced)['script-src']).toEqual([
      "'self'",
      "'unsafe-inline'",
      "'wasm-unsafe-eval'",
    ]);
    expect(directives(search.reportOnly)['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(plain.enforced).not.toContain('wasm');
    expect(search.enforced.replace(" 'wasm-unsafe-eval'", '')).toBe(plain.enforced);
  });

  test.each([
    ['/search/', true],
    ['/es/search/', true],
    ['/pt/search', true],
    ['/pagefind/pagefind-worker.js', true],
    ['/', false],
    ['/news/article/search/', false],
    ['/fr/search/', false],
    ['/search/extra/', false],
  ])('WebAssembly is allowed on %s: %s', (pathname, allowed) => {
    expect(needsWebAssembly(pathname)).toBe(allowed);
  });
});

test('every response carries the security headers, pages and errors alike', async () => {
  const siteDir = makeTempDir('security');
  writeBuiltSite(siteDir);
  const server = await startTestServer(
    testOptions(siteDir, { csp: { imageHosts: ['http://127.0.0.1:4010'], facebookPixel: false } }),
  );
  try {
    for (const path of ['/', '/missing/', '/donations', '/healthz']) {
      const { headers } = await httpRequest(server.baseUrl, path);
      expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(headers['content-security-policy']).toContain(
        "img-src 'self' data: http://127.0.0.1:4010",
      );
      expect(headers['content-security-policy-report-only']).toContain("script-src 'self'");
    }
  } finally {
    await server.close();
    rmSync(siteDir, { recursive: true, force: true });
  }
});

import { headersFile } from './headers-file';

const csp = {
  apiHost: 'https://api.example.org',
  imageHosts: ['https://api.example.org'],
  facebookPixel: false,
};
const files = [
  'index.html',
  'app-abc123.js',
  'styles.0f1e2d3c4b.css',
  'sw.js',
  'favicon-32x32.png',
];

/** Parses `_headers` into { path: { header: value } }. */
function parse(text: string): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  let current: Record<string, string> = {};
  for (const line of text.split('\n').filter(Boolean)) {
    if (line.startsWith('  ')) {
      const [name = '', ...value] = line.trim().split(': ');
      current[name] = value.join(': ');
    } else {
      current = rules[line] = {};
    }
  }
  return rules;
}

test('security headers for every path, immutable caching for /static/ and hashed bundles only', () => {
  const rules = parse(headersFile(files, csp));
  expect(rules['/*']).toMatchObject({
    'Strict-Transport-Security': expect.stringMatching(/^max-age=/),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': expect.stringContaining(
      "connect-src 'self' https://api.example.org",
    ),
    'Content-Security-Policy-Report-Only': expect.stringContaining(
      "script-src 'self' 'wasm-unsafe-eval';",
    ),
  });
  expect(rules['/*']?.['Cache-Control']).toBeUndefined();
  const immutable = 'public, max-age=31536000, immutable';
  expect(rules['/static/*']).toEqual({ 'Cache-Control': immutable });
  expect(rules['/app-abc123.js']).toEqual({ 'Cache-Control': immutable });
  expect(rules['/styles.0f1e2d3c4b.css']).toEqual({ 'Cache-Control': immutable });
  expect(Object.keys(rules)).toHaveLength(4);
});

test('--security-only leaves caching to the host adapter', () => {
  expect(Object.keys(parse(headersFile(files, csp, { securityOnly: true })))).toEqual(['/*']);
});

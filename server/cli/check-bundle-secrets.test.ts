import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { findSecretsInDir, splitUsableSecrets } from '../releases/secret-scan';
import { makeTempDir, writeFiles } from '../test-support/fake-site';

jest.setTimeout(60_000);

const run = promisify(execFile);
const TSX = path.join(__dirname, '..', '..', 'node_modules', 'tsx', 'dist', 'cli.mjs');
const CLI = path.join(__dirname, 'check-bundle-secrets.ts');
const TOKEN = 'tok-2f9a8c71';
const KEY = 'key-77c1d0e5';

let dir: string;

beforeAll(() => {
  dir = makeTempDir('secrets');
  writeFiles(dir, {
    'index.html': '<html>clean</html>',
    'app-abc123.js': `const headers = { token: "${TOKEN}" };`,
    'page-data/x/page-data.json': `{"k":"${KEY}"}`,
  });
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

test('finds every file holding a secret value', async () => {
  const hits = await findSecretsInDir(dir, [
    { name: 'PLUAPI_TOKEN', value: TOKEN },
    { name: 'PLUAPI_KEY', value: KEY },
  ]);
  expect(hits).toEqual(
    expect.arrayContaining([
      { file: 'app-abc123.js', secretName: 'PLUAPI_TOKEN' },
      { file: path.join('page-data', 'x', 'page-data.json'), secretName: 'PLUAPI_KEY' },
    ]),
  );
  expect(hits).toHaveLength(2);
});

test('empty or short values are skipped', () => {
  const { usable, skipped } = splitUsableSecrets([
    { name: 'PLUAPI_TOKEN', value: '' },
    { name: 'PLUAPI_KEY', value: 'short' },
    { name: 'OTHER', value: '12345678' },
  ]);
  expect(usable.map((secret) => secret.name)).toEqual(['OTHER']);
  expect(skipped).toEqual(['PLUAPI_TOKEN', 'PLUAPI_KEY']);
});

const check = (env: Record<string, string>) =>
  run(process.execPath, [TSX, CLI, dir], {
    env: { ...process.env, PLUAPI_TOKEN: '', PLUAPI_KEY: '', ...env },
  });

test('the CLI exits 1 and names the files when a secret is in the bundle', async () => {
  await expect(check({ PLUAPI_TOKEN: TOKEN })).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringContaining('app-abc123.js: value of PLUAPI_TOKEN'),
  });
});

test('the CLI passes a clean bundle and says which values it skipped', async () => {
  const { stdout } = await check({ PLUAPI_TOKEN: 'not-in-any-file', PLUAPI_KEY: 'short' });
  expect(stdout).toContain('skipped PLUAPI_KEY: empty or shorter than 8 characters');
  expect(stdout).toContain('no PLUAPI_TOKEN value found');
});

import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SITE_URL } from '../../src/lib/config';
import { buildApp } from '../app';
import type { AppOptions } from '../config';

export interface TestServer {
  app: FastifyInstance;
  baseUrl: string;
  close: () => Promise<void>;
}

/** The fake build command: copies `templateDir` (a built site) into the site directory. */
export function fakeBuildCommand(templateDir: string): string {
  return `node "${path.join(__dirname, 'fake-build.mjs')}" "${templateDir}"`;
}

export function testOptions(siteDir: string, overrides: Partial<AppOptions> = {}): AppOptions {
  return {
    siteDir,
    releasesDir: path.join(siteDir, 'releases'),
    siteUrl: DEFAULT_SITE_URL,
    trustProxy: 0,
    csp: { imageHosts: [], facebookPixel: false },
    proxy: null,
    hooks: { buildCommand: 'false', guardedSecrets: [] },
    ...overrides,
  };
}

/** The real server on 127.0.0.1, port 0. */
export async function startTestServer(options: AppOptions): Promise<TestServer> {
  const app = await buildApp(options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a TCP port');
  return { app, baseUrl: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}

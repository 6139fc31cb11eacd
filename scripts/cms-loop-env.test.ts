import { cmsLoopEnv } from './cms-loop-env';
import { readConfig } from '../server/config';
import { resolveConfig } from '../sandbox/config';

describe('npm start: the sandbox CMS and the server share one webhook secret', () => {
  const loop = cmsLoopEnv(9000, 'http://localhost:9000');

  it('turns the server hooks on with the secret the sandbox signs with', () => {
    const server = readConfig({ ...loop.server, HOST: '127.0.0.1' }, '/tmp/site');
    const sandbox = resolveConfig({}, loop.sandbox);
    expect(server.app.hooks.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(sandbox.webhook).toEqual({
      url: 'http://127.0.0.1:9000/hooks/rebuild',
      secret: server.app.hooks.secret,
      siteUrl: 'http://localhost:9000',
    });
  });

  it('makes a new secret for every run, so none is written anywhere', () => {
    expect(cmsLoopEnv(9000, 'http://localhost:9000').server).not.toEqual(loop.server);
  });

  it('leaves the hooks off in a sandbox started alone, and refuses half a setting', () => {
    expect(resolveConfig({}, {}).webhook).toBeUndefined();
    expect(() =>
      resolveConfig({}, { SANDBOX_WEBHOOK_URL: loop.sandbox.SANDBOX_WEBHOOK_URL }),
    ).toThrow(/must be set together/);
  });
});

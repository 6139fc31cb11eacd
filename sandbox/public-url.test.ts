import { callApi, startSandbox } from './test-helpers';

describe('absolute media URLs', () => {
  it('follow --public-url when given', async () => {
    const sandbox = await startSandbox({ publicUrl: 'https://sandbox.example:8443/' });
    try {
      const [article] = (await callApi(sandbox, 'GET', '/articles')).body;
      expect(article.socialImage).toMatch(
        /^https:\/\/sandbox\.example:8443\/media\/articles\/.+\.png$/,
      );
      const [partner] = (await callApi(sandbox, 'GET', '/partners?year=2024')).body;
      expect(partner.logo.startsWith('https://sandbox.example:8443/media/partners/')).toBe(true);
      const { body } = await callApi(sandbox, 'GET', `/articles/uid/${article.uuid}`);
      expect(body.story).toContain('src="https://sandbox.example:8443/media/articles/');
    } finally {
      await sandbox.close();
    }
  });
});

/**
 * Gatsby defines every environment variable in its server-rendering bundle, so a value
 * that changes from build to build must be gone from the environment once the config has
 * read it; otherwise each webhook build renders every page again.
 */
describe('gatsby-config and the per-build values', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    jest.resetModules();
  });

  it('hands the changed articles and the full-refresh flag to the source plugin, then removes them', async () => {
    process.env.PLUAPI_CHANGED_ARTICLES = 'a1,b2';
    process.env.PLUAPI_FULL_REFRESH = '1';
    process.env.PLUAPI_HOST = 'https://api.example.org';
    const { default: config } = await import('../../gatsby-config');
    const source = config.plugins?.find(
      (plugin) => typeof plugin === 'object' && plugin.resolve === 'gatsby-source-pluapi',
    ) as { options: Record<string, unknown> };
    expect(source.options).toMatchObject({ changedArticles: 'a1,b2', fullRefresh: true });
    expect(process.env).not.toHaveProperty('PLUAPI_CHANGED_ARTICLES');
    expect(process.env).not.toHaveProperty('PLUAPI_FULL_REFRESH');
  });
});

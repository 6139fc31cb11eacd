import { Joi, testPluginOptionsSchema } from 'gatsby-plugin-utils';
import { pluginOptionsSchema } from './plugin-options-schema';

const schema = pluginOptionsSchema!;

describe('pluginOptionsSchema', () => {
  it('fills in the defaults, with the current year from the clock', () => {
    const { value, error } = schema({ Joi }).validate({ host: 'http://127.0.0.1:4010' });

    expect(error).toBeUndefined();
    expect(value).toEqual({
      host: 'http://127.0.0.1:4010',
      token: '',
      key: '',
      startYear: 2016,
      currentYear: new Date().getFullYear(),
      concurrency: 8,
      timeoutMs: 30000,
      maxRetries: 5,
      retryBaseMs: 500,
      maxAgeHours: 24,
      changedArticles: [],
      fullRefresh: false,
      reportFile: '',
      publicDir: 'public',
    });
  });

  it('refuses a build that names no API, saying which variable to set', async () => {
    const { isValid, errors } = await testPluginOptionsSchema(schema, { host: '' });

    expect(isValid).toBe(false);
    expect(errors).toEqual([expect.stringContaining('set PLUAPI_HOST (or GATSBY_PLUAPI_HOST)')]);
  });

  it('accepts a full set of options, with currentYear pinned', async () => {
    const { isValid, errors } = await testPluginOptionsSchema(schema, {
      host: 'https://api.example.org',
      token: 't',
      key: 'k',
      startYear: 2020,
      currentYear: 2022,
      concurrency: 2,
      timeoutMs: 100,
      maxRetries: 0,
      retryBaseMs: 1,
    });

    expect(errors).toEqual([]);
    expect(isValid).toBe(true);
  });

  it.each([
    [{}, '"host" is required'],
    [{ host: 'ftp://api.example.org' }, 'http(s) origin'],
    [{ host: 'https://api.example.org/rest/pluapi/v1' }, 'http(s) origin'],
    [{ host: 'https://user:secret@api.example.org' }, 'http(s) origin'],
    [
      { host: 'https://api.example.org', concurrency: 9 },
      '"concurrency" must be less than or equal to 8',
    ],
    [{ host: 'https://api.example.org', startYear: 2030, currentYear: 2025 }, '"startYear"'],
    [{ host: 'https://api.example.org', token: 42 }, '"token" must be a string'],
    [
      { host: 'https://api.example.org', changedArticles: ['ok-1', '../etc'] },
      '"changedArticles[1]" (from PLUAPI_CHANGED_ARTICLES) is not an article id',
    ],
  ])('rejects %j', async (options, message) => {
    const { isValid, errors } = await testPluginOptionsSchema(schema, options);

    expect(isValid).toBe(false);
    expect(errors.join('\n')).toContain(message);
  });
});

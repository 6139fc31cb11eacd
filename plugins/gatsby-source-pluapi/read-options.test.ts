import { PluapiError } from './errors';
import { readOptions } from './read-options';

const now = new Date('2031-05-01T12:00:00Z');

function problemsWith(options: Record<string, unknown>): string {
  try {
    readOptions(options, now);
  } catch (error) {
    expect(error).toBeInstanceOf(PluapiError);
    expect((error as PluapiError).code).toBe('11004');
    return (error as Error).message;
  }
  throw new Error('expected the options to be refused');
}

describe('readOptions', () => {
  it('fills in what Gatsby would have filled in, the current year included', () => {
    expect(readOptions({ plugins: [], host: 'https://api.example.org' }, now)).toMatchObject({
      host: 'https://api.example.org',
      token: '',
      key: '',
      startYear: 2016,
      currentYear: 2031,
      concurrency: 8,
      timeoutMs: 30000,
      maxRetries: 5,
      retryBaseMs: 500,
    });
  });

  it('keeps the values it is given', () => {
    const options = { host: 'http://127.0.0.1:4010/', token: 't', key: 'k', currentYear: 2020 };
    expect(readOptions(options, now)).toMatchObject(options);
  });

  it('names every problem at once', () => {
    const message = problemsWith({
      host: 'api.example.org',
      token: 1,
      concurrency: 9,
      maxRetries: -1,
      startYear: 2040,
    });

    // In the words of the schema Gatsby runs (plugin-options-schema.ts), the one definition.
    expect(message).toContain('`host` must be an http(s) origin');
    expect(message).toContain('"token" must be a string');
    expect(message).toContain('"concurrency" must be less than or equal to 8');
    expect(message).toContain('"maxRetries" must be greater than or equal to 0');
    expect(message).toContain('"startYear" must be less than or equal to ref:currentYear');
  });
});

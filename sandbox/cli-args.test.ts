import { parseCliArgs } from './cli-args';

describe('parseCliArgs', () => {
  it('defaults to 127.0.0.1:4010, or SANDBOX_PORT', () => {
    expect(parseCliArgs([], {})).toEqual({
      port: 4010,
      host: '127.0.0.1',
      articles: undefined,
      latency: 0,
      publicUrl: undefined,
      carelessCms: false,
      help: false,
    });
    expect(parseCliArgs([], { SANDBOX_PORT: '4555' }).port).toBe(4555);
  });

  it('reads every flag, in both spellings', () => {
    const args = parseCliArgs(
      [
        '--port',
        '5000',
        '--host=0.0.0.0',
        '--articles',
        '3000',
        '--latency=800',
        '--public-url',
        'http://sandbox.test:5000',
        '--careless-cms',
      ],
      { SANDBOX_PORT: '4555' },
    );
    expect(args).toMatchObject({
      carelessCms: true,
      port: 5000,
      host: '0.0.0.0',
      articles: 3000,
      latency: 800,
      publicUrl: 'http://sandbox.test:5000',
    });
  });

  it.each([
    [['--port', 'abc'], '--port'],
    [['--articles', '-3'], '--articles'],
    [['--latency', '1.5'], '--latency'],
    [['--public-url', 'sandbox.test'], '--public-url'],
    [['--colour'], 'colour'],
  ])('rejects %j', (argv, flag) => {
    expect(() => parseCliArgs(argv, {})).toThrow(flag);
  });
});

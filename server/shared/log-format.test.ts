import { Writable } from 'node:stream';
import { logFormatOf, prettyLogStream } from './log-format';
import { buildApp } from '../app';
import { testOptions } from '../test-support/test-server';

describe('the log format', () => {
  it('is readable lines at a terminal and JSON anywhere else', () => {
    expect(logFormatOf({}, true)).toBe('pretty');
    expect(logFormatOf({}, false)).toBe('json');
  });

  it('follows LOG_FORMAT whatever the output is', () => {
    expect(logFormatOf({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(logFormatOf({ LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
  });

  it('prints a server event as one readable line, not JSON', async () => {
    let printed = '';
    const destination = new Writable({
      write(chunk, _encoding, done) {
        printed += String(chunk);
        done();
      },
    });
    const logStream = await prettyLogStream({ destination, colorize: false });
    const app = await buildApp({ ...testOptions('/nonexistent'), logStream });
    app.log.info('serving releases/current');
    await app.close();
    expect(printed).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: serving releases\/current$/m);
    expect(() => JSON.parse(printed.split('\n')[0] ?? '')).toThrow();
  });
});

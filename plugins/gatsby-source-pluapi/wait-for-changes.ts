import type { Reporter } from 'gatsby';
import {
  WAIT_FOR_CHANGES_ENV,
  WAITING_LINE,
  articlesOfChangesLine,
  waitedLine,
} from '../../contract/build-ahead';
import { PLUGIN_NAME } from './constants';
import { parseQueriesAhead } from './parse-queries-ahead';

/** The first line on `input`, or null when it ends before one is complete. */
export function firstLine(input: NodeJS.ReadableStream): Promise<string | null> {
  return new Promise((resolve) => {
    let text = '';
    const finish = (line: string | null) => {
      input.off('data', onData);
      input.off('end', onEnd);
      input.off('error', onEnd);
      input.pause();
      resolve(line);
    };
    const onData = (chunk: Buffer | string) => {
      text += chunk.toString();
      const end = text.indexOf('\n');
      if (end >= 0) finish(text.slice(0, end).trim());
    };
    const onEnd = () => finish(null);
    input.on('data', onData);
    input.on('end', onEnd);
    input.on('error', onEnd);
    input.resume();
  });
}

/**
 * The plugin's options for this build. In a build the server started ahead of its webhook
 * (contract/build-ahead.ts), the changed articles are not known when Gatsby reads its config:
 * this waits for the server's line and takes them from it, doing `meanwhile` what it can
 * ahead. Null when the input ended first: the server stopped, and the build has nothing to do.
 */
export async function optionsOnceChangesKnown<Options extends Record<string, unknown>>(
  options: Options,
  reporter: Pick<Reporter, 'info'>,
  env: Record<string, string | undefined> = process.env,
  input: NodeJS.ReadableStream = process.stdin,
  meanwhile: (reporter: Pick<Reporter, 'info'>) => Promise<void> = parseQueriesAhead,
): Promise<Options | null> {
  if (env[WAIT_FOR_CHANGES_ENV] !== '1') return options;
  reporter.info(`${PLUGIN_NAME}: ${WAITING_LINE}`);
  const waitStarted = Date.now();
  const coming = firstLine(input);
  // Not awaited: the build goes on as soon as the line comes, whatever is left of this.
  void meanwhile(reporter).catch(() => {});
  const line = await coming;
  if (line === null) return null;
  reporter.info(`${PLUGIN_NAME}: ${waitedLine((Date.now() - waitStarted) / 1000)}`);
  return { ...options, changedArticles: articlesOfChangesLine(line) };
}

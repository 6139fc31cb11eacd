// Logs for whoever reads them: a person at a terminal (`npm start`, `npm run serve`) gets one
// readable line per event; production (output to a file or a collector, or LOG_FORMAT=json)
// keeps pino's JSON, which log tools parse.
import type { PrettyOptions } from 'pino-pretty';

export type LogFormat = 'pretty' | 'json';

/** LOG_FORMAT (`json` or `pretty`) decides; without it, a terminal gets pretty lines. */
export const logFormatOf = (
  env: Record<string, string | undefined>,
  isTerminal: boolean,
): LogFormat => {
  if (env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty') return env.LOG_FORMAT;
  return isTerminal ? 'pretty' : 'json';
};

/** A stream turning pino's JSON lines into readable ones; loaded only when wanted. */
export const prettyLogStream = async (
  options: PrettyOptions = {},
): Promise<{ write(line: string): void }> => {
  const { default: pretty } = await import('pino-pretty');
  return pretty({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true, ...options });
};

import type { GatsbyNode } from 'gatsby';

export interface LegislatureOptions {
  /** The score card spreadsheet's published CSV; empty: the page keeps its spreadsheet frame. */
  scoreCardCsvUrl: string;
  /** The build report the server reads; this plugin adds its lines to the API plugin's. */
  reportFile: string;
  timeoutMs: number;
}

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    scoreCardCsvUrl: Joi.string()
      .allow('')
      .pattern(/^https?:\/\/[^\s]+$/, 'http(s) URL')
      .default('')
      .messages({
        'string.pattern.name':
          'SCORE_CARD_CSV_URL must be an http(s) address, such as the one Google Sheets gives under File > Share > Publish to the web > CSV',
      })
      .description("The score card spreadsheet's published CSV (SCORE_CARD_CSV_URL)"),
    reportFile: Joi.string().allow('').default('').description('Build report file to add to'),
    timeoutMs: Joi.number().integer().min(1).default(20_000).description('Per request'),
  });

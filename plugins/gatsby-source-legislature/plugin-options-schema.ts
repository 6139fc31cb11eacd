import type { GatsbyNode } from 'gatsby';
import type { FollowedBill } from './read-bill';

export interface LegislatureOptions {
  /** The score card spreadsheet's published CSV; empty: the page keeps its spreadsheet frame. */
  scoreCardCsvUrl: string;
  /** The build report the server reads; this plugin adds its lines to the API plugin's. */
  reportFile: string;
  timeoutMs: number;
  /** The Utah Legislature's site (https://le.utah.gov); empty: no bills are read. */
  legislatureUrl: string;
  followedBills: FollowedBill[];
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
    legislatureUrl: Joi.string()
      .allow('')
      .pattern(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, 'http(s) URL')
      .default('')
      .description("The Utah Legislature's site (LEGISLATURE_URL), e.g. https://le.utah.gov"),
    followedBills: Joi.array()
      .items(
        Joi.object({
          id: Joi.string().required(),
          session: Joi.string()
            .pattern(/^\d{4}(GS|S\d)$/)
            .required(),
          bill: Joi.string()
            .pattern(/^[A-Z]{2,3}\d{4}$/)
            .required(),
          position: Joi.string().valid('support', 'oppose').required(),
          actionEmail: Joi.string().allow(null, ''),
        }),
      )
      .default([])
      .description('content/data/followed-bills.json'),
    reportFile: Joi.string().allow('').default('').description('Build report file to add to'),
    timeoutMs: Joi.number().integer().min(1).default(20_000).description('Per request'),
  });

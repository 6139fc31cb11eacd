import type { PluginOptions, SourceNodesArgs } from 'gatsby';
import type { LegislatureOptions } from './plugin-options-schema';
import { addToReport } from './report-file';
import { sourceBills } from './source-bills';
import { sourceScoreCard } from './source-score-card';
import type { SheetProblem } from './sheet-problem';
import type { ReportFallback } from '../../contract/build-report';

const PLUGIN_NAME = 'gatsby-source-legislature';

/** Outside data about the legislature; nothing here ever fails the build. */
export async function sourceNodes(
  args: SourceNodesArgs,
  pluginOptions: PluginOptions,
): Promise<void> {
  const options = pluginOptions as unknown as LegislatureOptions;
  const { reporter } = args;
  const report = (outcome: { problems: SheetProblem[]; fallbacks: ReportFallback[] }) => {
    for (const { message } of outcome.problems) reporter.warn(`${PLUGIN_NAME}: ${message}`);
    for (const { what, reason } of outcome.fallbacks)
      reporter.warn(`${PLUGIN_NAME}: ${what}: ${reason}`);
    addToReport(options.reportFile, outcome.problems, outcome.fallbacks);
  };
  if (!options.scoreCardCsvUrl) {
    reporter.info(`${PLUGIN_NAME}: SCORE_CARD_CSV_URL is not set; the score card stays a frame`);
  } else {
    try {
      const outcome = await sourceScoreCard(args, options);
      report(outcome);
      reporter.info(`${PLUGIN_NAME}: score card with ${outcome.legislators} seats`);
    } catch (error) {
      // A fault of our own code: the rest of the site still builds.
      reporter.warn(`${PLUGIN_NAME}: the score card was left out: ${(error as Error).message}`);
    }
  }
  if (!options.legislatureUrl || options.followedBills.length === 0) {
    reporter.info(`${PLUGIN_NAME}: LEGISLATURE_URL is not set or no bill is followed; no bills`);
    return;
  }
  try {
    const outcome = await sourceBills(args, options);
    report(outcome);
    reporter.info(
      `${PLUGIN_NAME}: ${outcome.bills} followed bills from ${outcome.requests} requests`,
    );
  } catch (error) {
    reporter.warn(`${PLUGIN_NAME}: the followed bills were left out: ${(error as Error).message}`);
  }
}

// What "Publish" came to, in the words the CMS page shows: what happened and what to do next.
import type { SandboxWebhook } from '../config';
import type { NotifyOutcome } from './notify-site';

export interface OutcomeText {
  ok: boolean;
  text: string;
}

const RETRY = 'The site has not changed. Press Publish again once that is fixed.';

export function outcomeText(
  outcome: NotifyOutcome,
  title: string,
  uuid: string,
  webhook: SandboxWebhook | undefined,
): OutcomeText {
  const site = webhook?.siteUrl ?? '';
  switch (outcome.kind) {
    case 'told':
      return {
        ok: true,
        text:
          `Saved. The site was told to rebuild '${title}'. Follow the build in the staff console ` +
          `at ${site}/staff/; once it is live the article is at ${site}/news/article/${uuid}/.`,
      };
    case 'off':
      return {
        ok: true,
        text:
          'Saved. No site was told: this sandbox was started on its own, so only its API serves ' +
          'the new text. Start everything with npm start to try the whole loop.',
      };
    case 'dropped':
      return {
        ok: false,
        text:
          `Saved here, but the webhook was not sent: this sandbox was told to lose it ` +
          `(POST /__sandbox/webhook-drops), as when the CMS's call never reaches the site. ` +
          `The site has not changed; Rebuild now in the staff console at ${site}/staff/ fetches ` +
          'every article again and brings this edit.',
      };
    case 'refused':
      return {
        ok: false,
        text:
          `Saved here, but the site refused to rebuild (${outcome.status}: ${outcome.message}). ` +
          `Check that the site and this sandbox were started together by npm start. ${RETRY}`,
      };
    case 'unreachable':
      return {
        ok: false,
        text:
          `Saved here, but the site at ${site} did not answer (${outcome.reason}). ` +
          `Check that npm start is still running. ${RETRY}`,
      };
  }
}

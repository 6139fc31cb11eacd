import type { StaffActionName } from '../audit/action-record';
import type { Confirmation } from './actions';
import { REASON_MAX } from './actions';
import { html } from './html';
import { pageLayout } from './page-layout';

export function renderConfirm(
  action: StaffActionName,
  confirmation: Confirmation,
  csrfToken: string,
): string {
  const reasonLabel = confirmation.reasonRequired
    ? 'Why are you stopping publishing? (required; staff are told)'
    : 'Why? (optional; staff are told)';
  const body = html`<h1>${confirmation.title}</h1>
    <div class="confirm">${confirmation.sentences.map((sentence) => html`<p>${sentence}</p>`)}</div>
    ${
      confirmation.build?.release
        ? html`<p>
            <a href="/staff/preview/${confirmation.build.release}/"
              >Preview ${confirmation.build.name} first</a
            >
          </p>`
        : ''
    }
    <form method="post" action="/staff/actions/${action}" class="confirm-form">
      <input type="hidden" name="_csrf" value="${csrfToken}" />
      ${confirmation.build ? html`<input type="hidden" name="build" value="${confirmation.build.id}" />` : ''}
      ${
        confirmation.offerPublish
          ? html`<p class="check">
              <input type="checkbox" id="publishNewest" name="publishNewest" value="yes" />
              <label for="publishNewest"
                >Also publish ${confirmation.offerPublish.name} now (the newest build kept while
                publishing was stopped)</label
              >
            </p>`
          : ''
      }
      <p>
        <label for="reason">${reasonLabel}</label>
        <textarea
          id="reason"
          name="reason"
          rows="3"
          maxlength="${REASON_MAX}"
          ${confirmation.reasonRequired ? html` required aria-required="true"` : ''}
        ></textarea>
      </p>
      <p class="links">
        <button type="submit">${confirmation.button}</button>
        <a href="/staff/">Cancel, back to the console</a>
      </p>
    </form>`;
  return pageLayout(confirmation.title, body);
}

/**
 * An action that failed or went only part of the way: the title says which, the sentences say
 * what visitors see now and what did not get done.
 */
export function renderOutcome(title: string, sentences: string[]): string {
  return pageLayout(
    title,
    html`<h1>${title}</h1>
      ${sentences.map((sentence) => html`<p role="alert">${sentence}</p>`)}
      <p><a href="/staff/">Back to the console</a></p>`,
  );
}

export function renderProblem(problem: string): string {
  return pageLayout(
    'Nothing was changed',
    html`<h1>Nothing was changed</h1>
      <p role="alert">${problem}</p>
      <p><a href="/staff/">Back to the console</a></p>`,
  );
}

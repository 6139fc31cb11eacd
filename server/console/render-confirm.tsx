import type { StaffActionName } from '../audit/action-record';
import type { Confirmation } from './actions';
import { REASON_MAX } from './actions';
import { pageLayout } from './page-layout';

interface ConfirmProps {
  action: StaffActionName;
  confirmation: Confirmation;
  csrfToken: string;
}

/** What the action will do, in sentences, and the form that does it. */
function ConfirmForm({ action, confirmation, csrfToken }: ConfirmProps) {
  const reasonLabel = confirmation.reasonRequired
    ? 'Why are you stopping publishing? (required; staff are told)'
    : 'Why? (optional; staff are told)';
  return (
    <>
      <div className="confirm">
        {confirmation.sentences.map((sentence, index) => (
          <p key={index}>{sentence}</p>
        ))}
      </div>
      {confirmation.build?.release && (
        <p>
          <a href={`/staff/preview/${confirmation.build.release}/`}>
            Preview {confirmation.build.name} first
          </a>
        </p>
      )}
      <form method="post" action={`/staff/actions/${action}`} className="confirm-form">
        <input type="hidden" name="_csrf" value={csrfToken} />
        {confirmation.build && <input type="hidden" name="build" value={confirmation.build.id} />}
        {confirmation.offerPublish && (
          <p className="check">
            <input type="checkbox" id="publishNewest" name="publishNewest" value="yes" />
            <label htmlFor="publishNewest">
              Also publish {confirmation.offerPublish.name} now (the newest build kept while
              publishing was stopped)
            </label>
          </p>
        )}
        <p className="field">
          <label htmlFor="reason">{reasonLabel}</label>
          <textarea
            id="reason"
            name="reason"
            rows={3}
            maxLength={REASON_MAX}
            required={confirmation.reasonRequired}
            aria-required={confirmation.reasonRequired || undefined}
          />
        </p>
        <p className="links">
          <button type="submit" className="button button--primary">
            {confirmation.button}
          </button>{' '}
          <a href="/staff/">Cancel, back to the console</a>
        </p>
      </form>
    </>
  );
}

export function renderConfirm(
  action: StaffActionName,
  confirmation: Confirmation,
  csrfToken: string,
): string {
  return pageLayout(
    confirmation.title,
    <ConfirmForm action={action} confirmation={confirmation} csrfToken={csrfToken} />,
  );
}

/**
 * An action that failed or went only part of the way: the title says which, the sentences say
 * what visitors see now and what did not get done.
 */
export function renderOutcome(title: string, sentences: string[]): string {
  return pageLayout(
    title,
    <>
      {sentences.map((sentence, index) => (
        <p key={index} role="alert">
          {sentence}
        </p>
      ))}
      <p>
        <a href="/staff/">Back to the console</a>
      </p>
    </>,
  );
}

export function renderProblem(problem: string): string {
  return pageLayout(
    'Nothing was changed',
    <>
      <p role="alert">{problem}</p>
      <p>
        <a href="/staff/">Back to the console</a>
      </p>
    </>,
  );
}

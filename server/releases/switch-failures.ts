// How a staff switch (publish, rollback, lock, unlock) fails, so that every caller (the console,
// the hooks, the release command) tells staff the truth: whether visitors' release changed.
import type { StaffMessage } from '../notify';

/** A failure in words for staff: a full disk is "the disk is full", not ENOSPC. */
export function failureInWords(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOSPC') return 'the disk is full';
  if (code === 'EROFS') return 'the disk is read-only';
  if (code === 'EPERM' || code === 'EACCES') return 'the file system did not allow it';
  return error instanceof Error ? error.message : String(error);
}

/**
 * Nothing visitors see changed. `message` says why ("there is no kept release …", "publishing
 * could not be stopped first: the disk is full"); `afterwards` is a sentence on where things
 * stand ("Visitors still see the same release; nothing was changed."). `refused`: the request
 * cannot be done as asked (no such release); otherwise the server failed (a full disk).
 */
export class NotSwitchedError extends Error {
  constructor(
    message: string,
    readonly afterwards: string,
    readonly refused: boolean,
  ) {
    super(message);
    this.name = 'NotSwitchedError';
  }
}

/**
 * Visitors' release did change to `releaseId` (and the `onReleaseLive` listener, the edge
 * purge, has run), but a step after the switch failed: `unfinished` says which, in a sentence
 * ("Publishing could not be resumed (the disk is full), so it is still stopped."). Callers
 * still tell staff and write the audit entry, as for a switch that went well.
 */
export class SwitchedButError extends Error {
  constructor(
    readonly releaseId: string,
    /** Whether publishing is stopped now. */
    readonly locked: boolean,
    readonly unfinished: string,
  ) {
    super(`Release ${releaseId} is live: visitors see it now. ${unfinished}`);
    this.name = 'SwitchedButError';
  }
}

/** A message about a switch, with what did not get done after it (when something did not). */
export function withUnfinished(
  message: StaffMessage,
  failure: SwitchedButError | null,
): StaffMessage {
  if (!failure) return message;
  return {
    ...message,
    text: `${message.text} ${failure.unfinished}`,
    facts: { ...message.facts, unfinished: failure.unfinished, locked: failure.locked },
  };
}

/** Any failure before the switch, as a NotSwitchedError (an errno code: the server failed). */
export function notSwitched(
  error: unknown,
  afterwards = 'Visitors still see the same release; nothing was changed.',
): NotSwitchedError {
  if (error instanceof NotSwitchedError) return error;
  const refused = (error as NodeJS.ErrnoException).code === undefined;
  return new NotSwitchedError(failureInWords(error), afterwards, refused);
}

import type { Actor } from './actor';

/** The changes a person (or the CMS, or a script) makes to what visitors see. */
export type StaffActionName = 'publish' | 'rollback' | 'lock' | 'unlock' | 'rebuild';

/** One change, with who made it and why, for the audit log and the console's timeline. */
export interface StaffActionRecord {
  actor: Actor;
  action: StaffActionName;
  /** The reason the person typed (required for a lock), or a description of the call. */
  why?: string;
  /** The build made live (publish, rollback, unlock that publishes). */
  build?: string;
  /** The build that was live before. */
  from?: string | null;
}

/** An entry of the audit log as the timeline shows it. */
export interface RecordedStaffAction {
  at: string;
  /** "Ana Ruiz stopped publishing: “wrong date on the gala post”." */
  text: string;
}

/**
 * Where changes are written (the audit log kept with the hooks' state) and read back for the
 * timeline. A failure to write is reported by the caller; the change itself already happened.
 */
export interface StaffActionLog {
  record(entry: StaffActionRecord): Promise<void> | void;
  /** The newest first. */
  recent(limit: number): Promise<RecordedStaffAction[]>;
  /** Refusals of people not signed in, in the last hour, as one sentence; null if none. */
  refusedLastHour?(): Promise<string | null>;
}

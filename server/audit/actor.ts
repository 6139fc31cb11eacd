// Who did something the audit log, the timeline and staff messages record: a person in the
// console, the CMS, the nightly rebuild or the release command.
/** Who did it, as the audit log, the timeline and staff notifications name them. */
export interface Actor {
  /** "staff" (console), "cms" (signed or bearer hook), "schedule", "cli". */
  via: 'staff' | 'cms' | 'schedule' | 'cli';
  /** The person's name for "staff"; otherwise a description ("the CMS", "the nightly rebuild"). */
  name: string;
  email?: string;
}

/**
 * The actor of something a staff member did or tried, named as they signed in (the name, else
 * the address); `unknown` when neither is known. The one way auth and the console name a person.
 */
export function staffActor(
  who: { name?: string; email?: string } | null | undefined,
  unknown: string,
): Actor {
  return {
    via: 'staff',
    name: who?.name || who?.email || unknown,
    ...(who?.email ? { email: who.email } : {}),
  };
}

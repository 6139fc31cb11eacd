// Utah as the API spells a state (pledges, legislator messages). No valibot here, so a form
// can import it without the contract's schemas.

/** Only Utah is offered for a pledge; a legislator message's state is fixed. */
export const STATE_UTAH = 'UT';

/** Utah's time zone: every time the site, the build and the server show is Utah time. */
export const UTAH_TIME_ZONE = 'America/Denver';

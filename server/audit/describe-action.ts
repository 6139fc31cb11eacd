import { buildName } from '../notify/staff-words';
import type { StaffActionRecord } from './action-record';

/** "Ana Ruiz stopped publishing: “wrong date on the gala post”." */
export function describeAction(action: StaffActionRecord): string {
  const who = action.actor.name;
  const why = action.why ? `: “${action.why}”` : '';
  switch (action.action) {
    case 'publish':
      return `${who} published ${action.build ? buildName(action.build) : 'a build'}${why}.`;
    case 'rollback':
      return `${who} rolled back to ${action.build ? buildName(action.build) : 'an earlier build'}${why}.`;
    case 'lock':
      return `${who} stopped publishing${why}.`;
    case 'unlock':
      return `${who} resumed publishing${action.build ? ` and published ${buildName(action.build)}` : ''}${why}.`;
    case 'rebuild':
      return `${who} started a rebuild${why}.`;
  }
}

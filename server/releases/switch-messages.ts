// What staff are told when someone switches the live build or the lock, whoever did it: a
// person in the console, a signed hook call or the release command. One name per build.
import type { StaffMessage } from '../notify';
import { inert } from '../notify/inert-text';
import { buildName } from '../notify/staff-words';

/** Who did it, as a message names them: "Ana Ruiz", "a signed hook call". */
export interface SwitchActor {
  name: string;
  email?: string;
  via: string;
}

// A name or reason a person typed reaches chat inert: it cannot mention, link or format.
const nameOf = (actor: SwitchActor) => inert(actor.name);
const because = (why?: string) => (why ? ` Reason given: “${inert(why)}”.` : '');
const stopped =
  'Publishing is stopped: new builds are kept but do not go live until someone resumes publishing.';

export function publishedMessage(
  actor: SwitchActor,
  build: string,
  from: string | null,
  why?: string,
): StaffMessage {
  const who = nameOf(actor);
  return {
    subject: `${capitalised(buildName(build))} was published by ${who}`,
    text:
      `${who} published ${buildName(build)}; visitors now see it` +
      `${from ? ` instead of ${buildName(from)}` : ''}. ${stopped}${because(why)}`,
    facts: { action: 'publish', by: actor, build, from, locked: true },
  };
}

/** A new release made from a build on the server (the release command's `publish`), now live. */
export function releasedMessage(
  actor: SwitchActor,
  build: string,
  from: string | null,
): StaffMessage {
  const who = nameOf(actor);
  return {
    subject: `${capitalised(buildName(build))} was published by ${who}`,
    text:
      `${who} published ${buildName(build)}, built on the server; visitors now see it` +
      `${from ? ` instead of ${buildName(from)}` : ''}. Publishing stays on: each build that ` +
      'finishes well goes live.',
    facts: { action: 'publish', by: actor, build, from, locked: false },
  };
}

export function rolledBackMessage(
  actor: SwitchActor,
  build: string,
  from: string | null,
  why?: string,
): StaffMessage {
  const who = nameOf(actor);
  return {
    subject: `Website rolled back by ${who}`,
    text:
      `${who} rolled the website back${from ? ` from ${buildName(from)}` : ''} to ` +
      `${buildName(build)}; visitors see it now. ${stopped}${because(why)}`,
    facts: { action: 'rollback', by: actor, build, from, locked: true },
  };
}

export function lockedMessage(actor: SwitchActor, why: string, live: string | null): StaffMessage {
  const [who, reason] = [nameOf(actor), inert(why)];
  return {
    subject: `Publishing stopped by ${who}: “${reason}”`,
    text:
      `${who} stopped publishing: “${reason}”. Visitors keep seeing ` +
      `${live ? buildName(live) : 'what is live now'}. ${stopped}`,
    facts: { action: 'lock', by: actor, reason: why, live, locked: true },
  };
}

export function unlockedMessage(
  actor: SwitchActor,
  published: string | null,
  live: string | null,
  why?: string,
): StaffMessage {
  const who = nameOf(actor);
  return {
    subject: `Publishing resumed by ${who}`,
    text: published
      ? `${who} resumed publishing and published ${buildName(published)}; visitors see it now. New builds go live again.${because(why)}`
      : `${who} resumed publishing. Visitors keep seeing ${live ? buildName(live) : 'what is live now'} until the next build that finishes well, which goes live as usual.${because(why)}`,
    facts: { action: 'unlock', by: actor, published, live, locked: false },
  };
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

import type { ReactNode } from 'react';
import { renderStaffDocument, StaffDocument } from '../staff-auth/staff-page';
import { utahZoneWords } from '../notify/staff-words';

const CONSOLE_STYLESHEET = '/staff/assets/console.css';
const CONSOLE_SCRIPT = '/staff/assets/console.js';

/** A time as utahTime writes it ("8:25 PM", "8:25:07 PM"). */
const A_TIME = /\b\d{1,2}:\d{2}(?::\d{2})? [AP]M\b/;

/**
 * A console page: the staff frame (its top bar and sign-out button) with the console's own
 * stylesheet, and its script when `script`; `title` is the heading too. A page that shows a
 * time says once, under its heading, what zone its times are in.
 */
export function pageLayout(
  title: string,
  body: ReactNode,
  options: { script?: boolean; now?: Date } = {},
): string {
  const page = (zone: string | null) =>
    renderStaffDocument(
      <StaffDocument
        title={title}
        stylesheets={[CONSOLE_STYLESHEET]}
        script={options.script ? CONSOLE_SCRIPT : undefined}
      >
        <h1>{title}</h1>
        {zone && <p className="zone">Times on this page are {zone}.</p>}
        {body}
      </StaffDocument>,
    );
  // Whether the page shows a time is known once it is drawn; the note itself names none.
  const withNote = page(utahZoneWords(options.now ?? new Date()));
  return A_TIME.test(withNote) ? withNote : page(null);
}

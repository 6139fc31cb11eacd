// The frame of every staff page, the sign-in's here and the console's (which uses StaffDocument),
// and how the sign-in's few plain pages are sent. React draws them on the server, to a string:
// it escapes every text and attribute, so no page writes HTML by hand. Self-contained: this
// server's stylesheets (and the console's one script), nothing from outside, never indexed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { STAFF_CONTENT_SECURITY_POLICY } from '../site/security-headers';
import { SIGN_OUT_SLOT } from './staff-user';
import { STAFF_PATH } from './staff-auth-options';

export const STAFF_STYLESHEET_PATH = `${STAFF_PATH}/assets/staff-auth.css`;

/**
 * The stylesheet every staff page links: the site's design tokens as the site has them
 * (src/styles/tokens.css), then the staff pages' rules that use them (assets/staff-auth.css),
 * read once at start, so staff see the colours, type and buttons visitors see.
 */
export const STAFF_STYLESHEET = [
  path.join(__dirname, '..', '..', 'src', 'styles', 'tokens.css'),
  path.join(__dirname, 'assets', 'staff-auth.css'),
]
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

/**
 * Where the sign-out button goes: SIGN_OUT_SLOT, a comment the sign-in's plugin fills for the
 * person the page is sent to (sign-out-control.tsx). React writes no comment, so this one
 * constant is given as markup.
 */
const SignOutSlot = () => (
  <div className="top__account" dangerouslySetInnerHTML={{ __html: SIGN_OUT_SLOT }} />
);

export interface StaffDocumentProps {
  /** Plain text, before the console's name in the browser's tab. */
  title: string;
  /** This server's stylesheets after the shared one (the console's own). */
  stylesheets?: string[];
  /** This server's script, deferred (the console's live updates). */
  script?: string;
  /**
   * Sends the browser on at once: a refresh, not a redirect (the CSP's form-action 'self' would
   * stop a form's redirect to another site, such as the provider's sign-out).
   */
  goTo?: string;
  /** The main column's class (the sign-in's pages are a narrow one). */
  mainClass?: string;
  /**
   * The sign-in's pages: the bar names the console without a link (for a stranger it leads back
   * to the sign-in) and there is no skip link, so a stranger's first Tab is the page's button.
   */
  plainBar?: boolean;
  children: ReactNode;
}

/** A whole staff page: the top bar with the console's name and the sign-out button, then `main`. */
export function StaffDocument({
  title,
  stylesheets = [],
  script,
  goTo,
  mainClass,
  plainBar = false,
  children,
}: StaffDocumentProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        {goTo && <meta httpEquiv="refresh" content={`0; url=${goTo}`} />}
        <title>{`${title} · Website staff console`}</title>
        {[STAFF_STYLESHEET_PATH, ...stylesheets].map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {script && <script src={script} defer />}
      </head>
      <body>
        {!plainBar && (
          <a className="skip" href="#main">
            Skip to the content
          </a>
        )}
        <header className="top">
          <p className="top__name">
            {plainBar ? (
              'Website staff console'
            ) : (
              <a href={`${STAFF_PATH}/`}>Website staff console</a>
            )}
          </p>
          <SignOutSlot />
        </header>
        <main id="main" tabIndex={-1} className={mainClass}>
          {children}
        </main>
      </body>
    </html>
  );
}

/** The page as sent: the doctype, then React's markup. */
export const renderStaffDocument = (page: ReactElement): string =>
  `<!doctype html>${renderToStaticMarkup(page)}`;

/** A sign-in page around `body`; `title` is plain text. */
export function staffPage(title: string, body: ReactNode, goTo?: string): string {
  return renderStaffDocument(
    <StaffDocument title={title} goTo={goTo} mainClass="staff-auth" plainBar>
      {body}
    </StaffDocument>,
  );
}

/**
 * Headers every staff answer carries: never kept by a cache, never indexed, and the console's
 * own strict policy (the server's site-wide headers leave a reply's own policy alone).
 */
export function privateAnswer(reply: FastifyReply): FastifyReply {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', STAFF_CONTENT_SECURITY_POLICY)
    .header('x-robots-tag', 'noindex, nofollow')
    .header('referrer-policy', 'same-origin');
}

export function sendStaffPage(
  reply: FastifyReply,
  status: number,
  title: string,
  body: ReactNode,
  goTo?: string,
): FastifyReply {
  return privateAnswer(reply)
    .code(status)
    .type('text/html; charset=utf-8')
    .send(staffPage(title, body, goTo));
}

interface MessageProps {
  heading: string;
  paragraphs: string[];
  link?: { href: string; text: string };
}

function Message({ heading, paragraphs, link }: MessageProps) {
  return (
    <>
      <h1>{heading}</h1>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {link && (
        <p>
          <a className="staff-auth__button" href={link.href}>
            {link.text}
          </a>
        </p>
      )}
    </>
  );
}

/** A page that says one thing, with an optional way on (a link that looks like a button). */
export function messageBody(
  heading: string,
  paragraphs: string[],
  link?: { href: string; text: string },
): ReactElement {
  return <Message heading={heading} paragraphs={paragraphs} link={link} />;
}

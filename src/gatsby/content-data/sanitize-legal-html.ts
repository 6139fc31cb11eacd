import sanitizeHtml from 'sanitize-html';

// The legal pages are our own files, but they are pasted from word processors and
// edited by hand: a stray <script>, style or event handler must never reach a page.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'p', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'br', 'abbr'],
  allowedAttributes: { a: ['href'], abbr: ['title'], h2: ['id'], h3: ['id'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowProtocolRelative: false,
};

export const sanitizeLegalHtml = (html: string): string => sanitizeHtml(html, OPTIONS).trim();

// Page layout for the downloadable guides and flyers: a branded header band,
// flowing text blocks, and a contact footer on every page.
import { PAGE } from './pdf-canvas.mjs';
import { PALETTE as C } from './palette.mjs';

const HEART = [
  ['M', 12, 21.4],
  ['C', 8.4, 19.2, 2.2, 14.6, 2.2, 9.4],
  ['C', 2.2, 6, 4.8, 3.6, 7.8, 3.6],
  ['C', 9.6, 3.6, 11.1, 4.4, 12, 5.7],
  ['C', 12.9, 4.4, 14.4, 3.6, 16.2, 3.6],
  ['C', 19.2, 3.6, 21.8, 6, 21.8, 9.4],
  ['C', 21.8, 14.6, 15.6, 19.2, 12, 21.4],
  ['Z'],
];
// Utah's outline as in the logo, 38 x 54 units.
const UTAH = [
  ['M', 0, 0],
  ['L', 23, 0],
  ['L', 23, 11.5],
  ['L', 38, 11.5],
  ['L', 38, 54],
  ['L', 0, 54],
  ['Z'],
];

const place = (shape, x, top, s) =>
  shape.map(([op, ...n]) => [
    op,
    ...n.map((v, i) => (i % 2 === 0 ? x + v * s : top - v * s).toFixed(2)),
  ]);

const WIDTH = PAGE.width - 2 * PAGE.margin;

export class Document {
  pages = [];

  /** `file` is the PdfFile (pdf-canvas.mjs) the pages are added to. */
  constructor(file, { title, kicker, footer }) {
    Object.assign(this, { file, title, kicker, footer });
    this.newPage();
  }

  newPage() {
    const page = this.file.addPage();
    const first = this.pages.length === 0;
    const band = first ? 150 : 56;
    page.rect(0, PAGE.height - band, PAGE.width, band, C.teal);
    page.rect(0, PAGE.height - band - 6, PAGE.width, 6, C.coral);
    // The mark as in the logo: the heart sits in the body of the state, below the notch.
    const s = first ? 1.1 : 0.6;
    const top = PAGE.height - (first ? 26 : 12);
    page.path(place(UTAH, PAGE.margin, top, s), C.cream);
    page.path(place(HEART, PAGE.margin + 4.6 * s, top - 19 * s, 1.2 * s), C.coral);
    const textX = PAGE.margin + (first ? 62 : 36);
    if (first) {
      page.text(textX, PAGE.height - 48, this.kicker.toUpperCase(), {
        size: 10,
        font: 'bold',
        color: C.softTeal,
      });
      this.file.wrap(this.title, 26, WIDTH - 62, 'bold').forEach((line, i) =>
        page.text(textX, PAGE.height - 82 - i * 30, line, {
          size: 26,
          font: 'bold',
          color: C.cream,
        }),
      );
    } else
      page.text(textX, PAGE.height - 34, this.title, { size: 12, font: 'bold', color: C.cream });
    page.rect(PAGE.margin, 58, WIDTH, 0.8, C.softTeal);
    page.text(PAGE.margin, 40, this.footer, { size: 8.5, color: C.teal });
    this.pages.push(page);
    this.page = page;
    this.y = PAGE.height - band - 40;
  }

  ensure(height) {
    if (this.y - height < 80) this.newPage();
  }

  heading(text) {
    this.ensure(60);
    this.y -= 8;
    this.page.rect(PAGE.margin, this.y - 3, 4, 17, C.coral);
    this.page.text(PAGE.margin + 12, this.y, text, { size: 14, font: 'bold', color: C.teal });
    this.y -= 24;
  }

  paragraph(text, { size = 11, font = 'regular', color = C.ink, indent = 0 } = {}) {
    for (const line of this.file.wrap(text, size, WIDTH - indent, font)) {
      this.ensure(size * 1.5);
      this.page.text(PAGE.margin + indent, this.y, line, { size, font, color });
      this.y -= size * 1.45;
    }
    this.y -= size * 0.6;
  }

  bullets(items, size = 11) {
    for (const item of items) {
      this.ensure(size * 2);
      this.page.text(PAGE.margin + 6, this.y, '•', { size, font: 'bold', color: C.coral });
      this.paragraph(item, { size, indent: 20 });
      this.y += size * 0.35;
    }
    this.y -= size * 0.4;
  }

  // Blank lines a host fills in by hand (date, place, contact).
  blanks(labels) {
    for (const label of labels) {
      this.ensure(34);
      this.page.text(PAGE.margin, this.y, `${label}:`, { size: 12, font: 'bold', color: C.teal });
      this.page.rect(PAGE.margin + 90, this.y - 3, WIDTH - 90, 1, C.ink);
      this.y -= 30;
    }
    this.y -= 6;
  }

  callout(text) {
    const lines = this.file.wrap(text, 12, WIDTH - 36, 'bold');
    const height = lines.length * 17 + 22;
    this.ensure(height + 10);
    this.page.rect(PAGE.margin, this.y - height + 14, WIDTH, height, C.blush);
    this.page.rect(PAGE.margin, this.y - height + 14, 5, height, C.coral);
    lines.forEach((line, i) =>
      this.page.text(PAGE.margin + 20, this.y - 4 - i * 17, line, {
        size: 12,
        font: 'bold',
        color: C.deepCoral,
      }),
    );
    this.y -= height + 12;
  }
}

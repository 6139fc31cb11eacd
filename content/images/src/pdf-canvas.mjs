// The guides' PDF file, drawn with pdf-lib: the standard Helvetica fonts (every PDF reader has
// them, so nothing is embedded and the text stays selectable and searchable), filled shapes and
// text on US Letter pages.
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

export const PAGE = { width: 612, height: 792, margin: 60 };

// A fixed date keeps a rebuilt file byte for byte the same when its words did not change.
const MADE_ON = new Date('2025-01-01T00:00:00Z');

const colour = (hex) => rgb(...[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255));

/** Drawing on one page; y grows upwards from the bottom, as in PDF. */
class PageCanvas {
  constructor(page, fonts) {
    Object.assign(this, { page, fonts });
  }

  rect(x, y, width, height, color) {
    this.page.drawRectangle({ x, y, width, height, color: colour(color) });
  }

  // A filled path from absolute M/L/C/Z commands in page coordinates, e.g. the logo's heart.
  path(commands, color) {
    // pdf-lib reads SVG path data, whose y grows downwards from (x, y) given below.
    const flip = (n) => n.map((v, i) => (i % 2 === 0 ? v : PAGE.height - v));
    const d = commands.map(([op, ...n]) => `${op}${flip(n.map(Number)).join(' ')}`).join('');
    this.page.drawSvgPath(d, { x: 0, y: PAGE.height, color: colour(color) });
  }

  text(x, y, text, { size = 11, font = 'regular', color = '#1f2933' } = {}) {
    this.page.drawText(text, { x, y, size, font: this.fonts[font], color: colour(color) });
  }
}

/** One PDF file: its pages, its fonts and the measure of a line of text. */
export class PdfFile {
  static async create({ title, author }) {
    const pdf = await PDFDocument.create({ updateMetadata: false });
    pdf.setTitle(title);
    pdf.setAuthor(author);
    pdf.setProducer('pdf-lib');
    pdf.setCreationDate(MADE_ON);
    pdf.setModificationDate(MADE_ON);
    return new PdfFile(pdf);
  }

  constructor(pdf) {
    this.pdf = pdf;
    this.fonts = {
      regular: pdf.embedStandardFont(StandardFonts.Helvetica),
      bold: pdf.embedStandardFont(StandardFonts.HelveticaBold),
      italic: pdf.embedStandardFont(StandardFonts.HelveticaOblique),
    };
  }

  addPage() {
    return new PageCanvas(this.pdf.addPage([PAGE.width, PAGE.height]), this.fonts);
  }

  /** `text` broken into lines no wider than `maxWidth` points. */
  wrap(text, size, maxWidth, font = 'regular') {
    const lines = [];
    let line = '';
    for (const word of text.split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && this.fonts[font].widthOfTextAtSize(candidate, size) > maxWidth) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
    return lines;
  }

  save() {
    return this.pdf.save();
  }
}

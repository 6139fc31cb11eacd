// A minimal PDF 1.4 writer: standard Helvetica fonts, filled shapes and
// wrapped text on US Letter pages. Enough for one- or two-page guides and
// flyers without any PDF tool on the machine.

// Helvetica advance widths (1/1000 em) for ASCII 32..126, from the AFM.
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const FONTS = { regular: 'F1', bold: 'F2', italic: 'F3' };
// Bold glyphs run about 7% wider; close enough to keep wrapped lines inside the margins.
const WIDTH_FACTOR = { regular: 1, bold: 1.07, italic: 1 };

export const PAGE = { width: 612, height: 792, margin: 60 };

export function textWidth(text, size, font = 'regular') {
  let units = 0;
  for (const ch of text) units += HELVETICA[ch.charCodeAt(0) - 32] ?? 556;
  return (units * size * WIDTH_FACTOR[font]) / 1000;
}

export function wrap(text, size, maxWidth, font = 'regular') {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, font) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

const rgb = (hex) =>
  [1, 3, 5].map((i) => (parseInt(hex.slice(i, i + 2), 16) / 255).toFixed(3)).join(' ');
// WinAnsi: the bullet is byte 0x95 and the en dash 0x96.
const pdfString = (s) =>
  '(' +
  s
    .replace(/[\\()]/g, '\\$&')
    .replace(/•/g, '\\225')
    .replace(/–/g, '\\226') +
  ')';

/** Drawing operations for one page; y grows upwards from the bottom, as in PDF. */
export class PageCanvas {
  ops = [];
  rect(x, y, w, h, color) {
    this.ops.push(`${rgb(color)} rg ${x} ${y} ${w} ${h} re f`);
  }
  // Path from absolute M/L/C/Z commands, e.g. the logo's heart.
  path(commands, color) {
    const ops = commands.map(
      ([op, ...n]) => `${n.join(' ')} ${{ M: 'm', L: 'l', C: 'c', Z: 'h' }[op]}`,
    );
    this.ops.push(`${rgb(color)} rg ${ops.join(' ')} f`);
  }
  text(x, y, s, { size = 11, font = 'regular', color = '#1f2933' } = {}) {
    this.ops.push(
      `BT /${FONTS[font]} ${size} Tf ${rgb(color)} rg ${x} ${y} Td ${pdfString(s)} Tj ET`,
    );
  }
}

/** Serialises pages to a PDF 1.4 file with an exact cross-reference table. */
export function buildPdf(pages, { title, author }) {
  const objects = [];
  const add = (body) => objects.push(body); // the new length is the object number
  const catalog = add('');
  const pagesId = add('');
  const fonts = ['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique'].map((name) =>
    add(`<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`),
  );
  const fontDict = fonts.map((id, i) => `/F${i + 1} ${id} 0 R`).join(' ');
  const kids = pages.map((page) => {
    const stream = page.ops.join('\n');
    const content = add(
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
    return add(
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << ${fontDict} >> >> /Contents ${content} 0 R >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const info = add(
    `<< /Title ${pdfString(title)} /Author ${pdfString(author)} /Producer (pdf-writer.mjs) >>`,
  );

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((body, i) => {
    const at = Buffer.byteLength(out, 'latin1');
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xrefAt = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

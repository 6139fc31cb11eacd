// Turns text into SVG path data from a TrueType font on this machine (read with fontkit), so the
// logo and partner marks render the same everywhere without shipping a font.
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';

const FONT_DIR = '/usr/share/fonts/truetype';

export const loadFont = (file) => fontkit.create(readFileSync(`${FONT_DIR}/${file}`));

// Two decimals are finer than any screen shows them and keep the SVG files small.
const rounded = (d) => d.replace(/-?\d*\.\d+/g, (n) => String(Math.round(Number(n) * 100) / 100));

/**
 * Path data for `text` with its baseline at (x, y); returns the drawn width too. Glyphs sit one
 * after another by their advance widths (no kerning), as the artwork was drawn.
 */
export function textPath(font, text, { x = 0, y = 0, size = 32, tracking = 0 }) {
  const scale = size / font.unitsPerEm;
  let pen = x;
  let d = '';
  for (const glyph of font.glyphsForString(text)) {
    d += glyph.path.scale(scale, -scale).translate(pen, y).toSVG();
    pen += glyph.advanceWidth * scale + tracking;
  }
  return { d: rounded(d), width: pen - tracking - x };
}

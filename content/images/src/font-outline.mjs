// Turns text into SVG path data from a TrueType font on this machine, so the
// logo and partner marks render the same everywhere without shipping a font.
// Only what our artwork needs: cmap format 4, simple and composite glyphs.
import { readFileSync } from 'node:fs';

const FONT_DIR = '/usr/share/fonts/truetype';

function tables(buf) {
  const count = buf.readUInt16BE(4);
  const out = {};
  for (let i = 0; i < count; i++) {
    const rec = 12 + i * 16;
    out[buf.toString('latin1', rec, rec + 4)] = buf.readUInt32BE(rec + 8);
  }
  return out;
}

function cmap4(buf, cmapAt) {
  const n = buf.readUInt16BE(cmapAt + 2);
  for (let i = 0; i < n; i++) {
    const rec = cmapAt + 4 + i * 8;
    const sub = cmapAt + buf.readUInt32BE(rec + 4);
    if (buf.readUInt16BE(sub) !== 4) continue;
    const segX2 = buf.readUInt16BE(sub + 6);
    const ends = sub + 14;
    const starts = ends + segX2 + 2;
    const deltas = starts + segX2;
    const offsets = deltas + segX2;
    return (code) => {
      for (let s = 0; s < segX2; s += 2) {
        if (code > buf.readUInt16BE(ends + s)) continue;
        const start = buf.readUInt16BE(starts + s);
        if (code < start) return 0;
        const delta = buf.readInt16BE(deltas + s);
        const ro = buf.readUInt16BE(offsets + s);
        if (ro === 0) return (code + delta) & 0xffff;
        const g = buf.readUInt16BE(offsets + s + ro + (code - start) * 2);
        return g === 0 ? 0 : (g + delta) & 0xffff;
      }
      return 0;
    };
  }
  throw new Error('no cmap format 4');
}

export function loadFont(file) {
  const buf = readFileSync(`${FONT_DIR}/${file}`);
  const t = tables(buf);
  const unitsPerEm = buf.readUInt16BE(t.head + 18);
  const longLoca = buf.readInt16BE(t.head + 50) === 1;
  const numHMetrics = buf.readUInt16BE(t.hhea + 34);
  const glyphAt = (g) =>
    longLoca
      ? [buf.readUInt32BE(t.loca + g * 4), buf.readUInt32BE(t.loca + g * 4 + 4)]
      : [buf.readUInt16BE(t.loca + g * 2) * 2, buf.readUInt16BE(t.loca + g * 2 + 2) * 2];
  const advance = (g) => buf.readUInt16BE(t.hmtx + Math.min(g, numHMetrics - 1) * 4);
  return { buf, t, unitsPerEm, glyphAt, advance, glyphOf: cmap4(buf, t.cmap) };
}

function simpleContours(buf, at, nContours) {
  const endPts = [];
  for (let i = 0; i < nContours; i++) endPts.push(buf.readUInt16BE(at + 10 + i * 2));
  const nPts = endPts[nContours - 1] + 1;
  let p = at + 10 + nContours * 2;
  p += 2 + buf.readUInt16BE(p);
  const flags = [];
  while (flags.length < nPts) {
    const f = buf[p++];
    flags.push(f);
    if (f & 8) for (let r = buf[p++]; r > 0; r--) flags.push(f);
  }
  const coords = (short, same) => {
    let v = 0;
    return flags.map((f) => {
      // Short: one unsigned byte, sign in `same`. Long: int16, unless `same` repeats the value.
      if (f & short) v += f & same ? buf[p++] : -buf[p++];
      else if (!(f & same)) {
        v += buf.readInt16BE(p);
        p += 2;
      }
      return v;
    });
  };
  const xs = coords(2, 16);
  const ys = coords(4, 32);
  const contours = [];
  let start = 0;
  for (const end of endPts) {
    const pts = [];
    for (let i = start; i <= end; i++) pts.push({ x: xs[i], y: ys[i], on: (flags[i] & 1) === 1 });
    contours.push(pts);
    start = end + 1;
  }
  return contours;
}

function glyphContours(font, g) {
  const [from, to] = font.glyphAt(g);
  if (from === to) return [];
  const at = font.t.glyf + from;
  const n = font.buf.readInt16BE(at);
  if (n >= 0) return simpleContours(font.buf, at, n);
  const out = [];
  let p = at + 10;
  for (let more = true; more;) {
    const flags = font.buf.readUInt16BE(p);
    const child = font.buf.readUInt16BE(p + 2);
    const words = flags & 1;
    const dx = words ? font.buf.readInt16BE(p + 4) : font.buf.readInt8(p + 4);
    const dy = words ? font.buf.readInt16BE(p + 6) : font.buf.readInt8(p + 5);
    p += words ? 8 : 6;
    if (flags & 8) p += 2;
    else if (flags & 0x40) p += 4;
    else if (flags & 0x80) p += 8;
    for (const c of glyphContours(font, child))
      out.push(c.map((q) => ({ ...q, x: q.x + dx, y: q.y + dy })));
    more = (flags & 0x20) !== 0;
  }
  return out;
}

const r = (v) => Math.round(v * 100) / 100;

function contourToPath(pts, tx) {
  const n = pts.length;
  const mid = (a, b) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, on: true });
  const startIdx = pts.findIndex((q) => q.on);
  const first = startIdx >= 0 ? pts[startIdx] : mid(pts[0], pts[1]);
  const order =
    startIdx >= 0 ? [...pts.slice(startIdx + 1), ...pts.slice(0, startIdx)] : pts.slice(1);
  let d = `M${tx(first)}`;
  let ctrl = null;
  for (const q of [...order, first]) {
    if (q.on) {
      d += ctrl ? `Q${tx(ctrl)} ${tx(q)}` : `L${tx(q)}`;
      ctrl = null;
    } else {
      if (ctrl) d += `Q${tx(ctrl)} ${tx(mid(ctrl, q))}`;
      ctrl = q;
    }
  }
  return n ? d + 'Z' : '';
}

/** Path data for `text` with its baseline at (x, y); returns the drawn width too. */
export function textPath(font, text, { x = 0, y = 0, size = 32, tracking = 0 }) {
  const scale = size / font.unitsPerEm;
  let pen = x;
  let d = '';
  for (const ch of text) {
    const g = font.glyphOf(ch.codePointAt(0));
    const tx = (q) => `${r(pen + q.x * scale)} ${r(y - q.y * scale)}`;
    for (const c of glyphContours(font, g)) d += contourToPath(c, tx);
    pen += font.advance(g) * scale + tracking;
  }
  return { d, width: pen - tracking - x };
}

// Checks the structure of every PDF in static/downloads/: header, the
// cross-reference offsets, stream lengths and the page tree. Exits 1 on a fault.
// Run from the repository root: node content/images/src/check-pdfs.mjs
import { readdirSync, readFileSync } from 'node:fs';

function check(buf) {
  const text = buf.toString('latin1');
  const faults = [];
  if (!text.startsWith('%PDF-1.')) faults.push('no %PDF header');
  if (!/%%EOF\s*$/.test(text)) faults.push('no %%EOF at the end');
  const xrefAt = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  if (text.slice(xrefAt, xrefAt + 4) !== 'xref')
    return [...faults, `startxref ${xrefAt} does not point at xref`];
  const [, first, count] = /^xref\s+(\d+) (\d+)\s+/.exec(text.slice(xrefAt)).map(Number);
  const entries = text
    .slice(xrefAt)
    .split('\n')
    .slice(2, 2 + count);
  entries.forEach((entry, i) => {
    const [offset, , kind] = entry.trim().split(' ');
    if (kind !== 'n') return;
    const id = first + i;
    if (!text.startsWith(`${id} 0 obj`, Number(offset)))
      faults.push(`object ${id}: offset ${Number(offset)} is wrong`);
  });
  const size = Number(/\/Size (\d+)/.exec(text.slice(xrefAt))?.[1]);
  if (size !== count) faults.push(`trailer /Size ${size} but ${count} xref entries`);
  for (const m of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = m.index + m[0].length;
    if (!text.startsWith('\nendstream', start + Number(m[1])))
      faults.push(`stream at ${m.index}: /Length ${m[1]} is wrong`);
  }
  const pages = (text.match(/\/Type \/Page\b/g) ?? []).length;
  const declared = Number(/\/Count (\d+)/.exec(text)?.[1]);
  if (pages !== declared) faults.push(`${pages} page objects but /Count ${declared}`);
  return faults;
}

let failed = false;
for (const file of readdirSync('static/downloads').filter((f) => f.endsWith('.pdf'))) {
  const faults = check(readFileSync(`static/downloads/${file}`));
  failed ||= faults.length > 0;
  console.log(faults.length ? `FAIL ${file}: ${faults.join('; ')}` : `ok   ${file}`);
}
process.exit(failed ? 1 : 0);

// Reads PDF files back as a reader would (pdf.js, the engine of Firefox's viewer) and prints,
// as JSON, each file's page count, title and the text of each page: what a visitor can select
// and search. Used by guides.test.ts: node content/images/src/read-pdf-text.mjs <file.pdf>...
import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const read = async (file) => {
  const pdf = await getDocument({
    data: new Uint8Array(readFileSync(file)),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const { info } = await pdf.getMetadata();
  const pages = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const { items } = await (await pdf.getPage(n)).getTextContent();
    pages.push(items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return { file, title: info.Title ?? null, pages };
};

const files = process.argv.slice(2);
console.log(JSON.stringify(await Promise.all(files.map(read))));

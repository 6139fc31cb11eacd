/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Built pages as the site's Layout marks them: main content indexed, navigation ignored.
const page = (language: string, title: string, body: string, date?: string) => `<!doctype html>
<html lang="${language}"><head><title>${title} | Pro-Life Utah</title></head><body>
<header data-pagefind-ignore="all"><nav><a href="/">Inicio</a> <a href="/x/">Hospital</a></nav></header>
<main data-pagefind-body${date ? ` data-pagefind-meta="date:${date}" data-pagefind-sort="date:${date}"` : ''}>
<h1>${title}</h1><p>${body}</p></main>
<footer data-pagefind-ignore="all">Hospital</footer></body></html>`;

const FIXTURE: Record<string, string> = {
  'es/news/article/nueva-clinica/index.html': page(
    'es',
    'Nueva clínica en Provo',
    'Abrió una clínica para madres y sus familias.',
    '2021-03-04',
  ),
  'pt/news/article/nova-clinica/index.html': page(
    'pt',
    'Nova clínica em Orem',
    'A clínica atende famílias em português.',
    '2022-05-06',
  ),
  'news/article/new-clinic/index.html': page('en', 'A new clinic', 'The clinic opened in Provo.'),
  // A page without data-pagefind-body (a form, a year list) stays out of the index.
  'es/volunteer/index.html': `<!doctype html><html lang="es"><body><p>clínica voluntarios</p></body></html>`,
};

const probe = (...searches: string[]) => probeAddingAfter([], ...searches);

/** The index made as the server makes a webhook build's: `later` pages added one by one. */
const probeAddingAfter = (later: string[], ...searches: string[]) => {
  const site = mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
  try {
    for (const [file, html] of Object.entries(FIXTURE)) {
      mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
      writeFileSync(path.join(site, file), html);
    }
    const output = execFileSync(
      'npx',
      ['tsx', path.join(__dirname, 'test-support/search-probe.ts'), site, ...searches],
      { encoding: 'utf8', env: { ...process.env, PROBE_ADD_AFTER: later.join(',') } },
    );
    return JSON.parse(output) as {
      found: Record<string, Array<{ url: string; title: string; excerpt: string }>>;
    };
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
};

test('one index per language; "clinica" without its accent finds "clínica"', () => {
  const { found } = probe(
    'es:clinica',
    'pt:clinica',
    'es:clínica',
    'es:hospital',
    'es:voluntarios',
    'en:clinic',
  );
  expect(found['es:clinica']).toEqual([
    expect.objectContaining({
      url: '/es/news/article/nueva-clinica/',
      title: 'Nueva clínica en Provo',
      excerpt: expect.stringContaining('<mark>clínica</mark>'),
    }),
  ]);
  expect(found['pt:clinica']?.map((hit) => hit.url)).toEqual(['/pt/news/article/nova-clinica/']);
  expect(found['es:clínica']?.map((hit) => hit.url)).toEqual(['/es/news/article/nueva-clinica/']);
  // Navigation, footer and unmarked pages are not searchable.
  expect(found['es:hospital']).toEqual([]);
  expect(found['es:voluntarios']).toEqual([]);
  expect(found['en:clinic']?.map((hit) => hit.url)).toEqual(['/news/article/new-clinic/']);
}, 60_000);

test('pages added one by one after the rest (a webhook build read ahead) are found at their addresses, unmarked ones still left out', () => {
  const { found } = probeAddingAfter(
    ['es/news/article/nueva-clinica/index.html', 'es/volunteer/index.html'],
    'es:clinica',
    'es:voluntarios',
    'pt:clinica',
  );
  expect(found['es:clinica']).toEqual([
    expect.objectContaining({
      url: '/es/news/article/nueva-clinica/',
      title: 'Nueva clínica en Provo',
    }),
  ]);
  expect(found['es:voluntarios']).toEqual([]);
  expect(found['pt:clinica']?.map((hit) => hit.url)).toEqual(['/pt/news/article/nova-clinica/']);
}, 60_000);

import fs from 'fs';
import path from 'path';
import { findGlossaryHits, readGlossary, type Glossary } from './i18n-glossary';
import { CONTENT_DIRS, listLanguages, readTexts } from './i18n-texts';

const glossary = readGlossary(CONTENT_DIRS);

describe('the glossary', () => {
  it('is followed by every locale file and legal page', () => {
    const texts = new Map(
      listLanguages(CONTENT_DIRS.locales).map((language) => [
        language,
        readTexts(CONTENT_DIRS, language),
      ]),
    );
    expect(findGlossaryHits(glossary, texts)).toEqual([]);
  });

  it('gives every term a Spanish and a Portuguese choice, never one of its own wrong variants', () => {
    for (const term of glossary.terms) {
      if (term.id === 'us-english') continue;
      for (const language of ['es', 'pt']) {
        const translation = term.translations[language];
        expect({ term: term.id, language, use: typeof translation?.use }).toEqual({
          term: term.id,
          language,
          use: 'string',
        });
        for (const avoid of translation!.avoid ?? [])
          expect({ term: term.id, avoid, inUse: translation!.use.includes(avoid) }).toEqual({
            term: term.id,
            avoid,
            inUse: false,
          });
      }
    }
  });
});

describe('findGlossaryHits', () => {
  const sample: Glossary = {
    register: {},
    terms: [
      {
        id: 'life-grant',
        en: 'Life Grant',
        translations: { es: { use: 'ayuda Life Grant', avoid: ['beca'] } },
      },
      { id: 'rent', en: 'rent', translations: { es: { use: 'alquiler', avoid: ['renta'] } } },
      {
        id: 'save',
        en: 'Save a Life',
        translations: { es: { use: 'Salve una vida', avoid: ['Salva una vida'] } },
      },
    ],
    exceptions: [{ language: 'es', id: 'home:student', avoid: 'beca', why: 'a scholarship' }],
  };
  const hits = (texts: Record<string, string>) =>
    findGlossaryHits(sample, new Map([['es', new Map(Object.entries(texts))]])).map(
      (hit) => `${hit.id} ${hit.found}`,
    );

  it('finds a wrong variant in any case, across a line break, inside markup', () => {
    expect(
      hits({
        'common:nav': 'SALVA UNA\nVIDA',
        'home:grant': 'La <strong>Beca</strong> Vida',
        'legal:terms': '<p>dos meses de renta.</p>',
      }),
    ).toEqual(['common:nav SALVA UNA\nVIDA', 'home:grant Beca', 'legal:terms renta']);
  });

  it('matches whole words only, and honors an explained exception', () => {
    expect(
      hits({
        'legal:terms': 'el Código de Rentas Internas',
        'home:intern': 'un becario',
        'home:student': 'una beca de estudios',
        'home:link': '<a href="/es/renta/">aquí</a>',
      }),
    ).toEqual([]);
  });
});

describe('GLOSSARY.md', () => {
  it('shows every term the check enforces, so people and the check agree', () => {
    const page = fs.readFileSync(path.join(CONTENT_DIRS.locales, 'GLOSSARY.md'), 'utf8');
    const missing = glossary.terms.flatMap((term) =>
      Object.entries(term.translations)
        .filter(([language]) => language !== 'en')
        .flatMap(([language, { use }]) => (page.includes(use) ? [] : [`${language}: ${use}`])),
    );
    expect(missing).toEqual([]);
  });
});

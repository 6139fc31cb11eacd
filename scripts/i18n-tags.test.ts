import { findTagMismatches } from './i18n-tags';
import { CONTENT_DIRS, listLanguages, readTexts } from './i18n-texts';

const note = (text: string) => new Map([['sms:consent.note', text]]);

describe('findTagMismatches', () => {
  it('names a translation that dropped or renamed a link tag English has', () => {
    const texts = new Map([
      ['en', note('Our <terms>Terms</terms> and <privacy>Privacy</privacy>.')],
      ['es', note('Nuestros <terms>Términos</terms> y <privacy>Aviso</privacy>.')],
      ['pt', note('Nossos <termos>Termos</termos> e Aviso.')],
    ]);
    expect(findTagMismatches(texts)).toEqual([
      'pt sms:consent.note: tags <termos> where English has <privacy, terms>',
    ]);
  });

  it('passes every locale file of the site', () => {
    const texts = new Map(
      listLanguages(CONTENT_DIRS.locales).map((language) => [
        language,
        readTexts(CONTENT_DIRS, language),
      ]),
    );
    expect(findTagMismatches(texts)).toEqual([]);
  });
});

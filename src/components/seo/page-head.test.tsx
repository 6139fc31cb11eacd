import fs from 'fs';
import path from 'path';
import React from 'react';
import { render } from '@testing-library/react';
import { LANGUAGES } from '../../lib/languages';
import { PageHead, SITE_NAME } from './page-head';

const LOCALES = path.resolve(__dirname, '../../../content/locales');
const metaTitleOf = (language: string, namespace: string): string | undefined =>
  (
    JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8')) as {
      meta?: { title?: string };
    }
  ).meta?.title;

const titleFor = (title: string): string => {
  const { container } = render(
    <PageHead title={title} description="d" language="en" originalPath="/x/" />,
  );
  return container.querySelector('title')!.textContent!;
};

describe('the page title', () => {
  it('adds the site name once', () => {
    expect(titleFor('Donate')).toBe(`Donate | ${SITE_NAME}`);
    expect(titleFor(SITE_NAME)).toBe(SITE_NAME);
  });

  // Translators sometimes write the site name into a page's title themselves.
  it('does not add it again when the translated title already ends with it', () => {
    expect(titleFor(`Contact us | ${SITE_NAME}`)).toBe(`Contact us | ${SITE_NAME}`);
  });

  const pages = fs
    .readdirSync(path.join(LOCALES, 'en'))
    .map((file) => path.basename(file, '.json'));
  describe.each(LANGUAGES)('in %s', (language) => {
    it.each(pages.filter((page) => metaTitleOf(language, page)))(
      'names the site once on the %s page',
      (page) => {
        const shown = titleFor(metaTitleOf(language, page)!);
        expect(shown.split(SITE_NAME).length - 1).toBe(1);
      },
    );
  });
});

import { LOCALE_TAGS, isLanguage, DEFAULT_LANGUAGE } from '../../lib/languages';

const KB = 1000;
const MB = 1000 * KB;

/** "5 kB", "1.2 MB": the size in the visitor's language, rounded up so small files never read "0 kB". */
export const formatFileSize = (bytes: number, language: string): string => {
  const locale = LOCALE_TAGS[isLanguage(language) ? language : DEFAULT_LANGUAGE].intl;
  const [value, unit, digits] =
    bytes >= MB ? [bytes / MB, 'megabyte', 1] : [Math.max(1, Math.ceil(bytes / KB)), 'kilobyte', 0];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: digits,
  }).format(value);
};

/** "PDF" for `/downloads/guide.pdf`. */
export const fileType = (path: string): string => (path.split('.').pop() ?? '').toUpperCase();

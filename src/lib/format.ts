import { LOCALE_TAGS, isLanguage, DEFAULT_LANGUAGE } from './languages';

// Dates are formatted in Utah's time zone so the build and the browser agree.
const TIME_ZONE = 'America/Denver';

const intlTag = (language: string): string =>
  LOCALE_TAGS[isLanguage(language) ? language : DEFAULT_LANGUAGE].intl;

export const formatDate = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(intlTag(language), { dateStyle: 'long', timeZone: TIME_ZONE }).format(
    new Date(iso),
  );

export const formatCurrency = (amount: number, language: string, fractionDigits = 0): string =>
  new Intl.NumberFormat(intlTag(language), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);

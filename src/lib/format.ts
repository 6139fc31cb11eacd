import { LOCALE_TAGS, isLanguage, DEFAULT_LANGUAGE } from './languages';
import { dayAsUtcNoon, utahCalendarDay } from './dates';

// Formatting never throws: an odd value from the API must not blank a page.

const intlTag = (language: string): string =>
  LOCALE_TAGS[isLanguage(language) ? language : DEFAULT_LANGUAGE].intl;

/** The day an API date stands for (see dates.ts), e.g. "5 de janeiro de 2026"; '' when it is not a date. */
export const formatDate = (value: string, language: string): string => {
  const day = utahCalendarDay(value);
  if (!day) return '';
  return new Intl.DateTimeFormat(intlTag(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    dayAsUtcNoon(day),
  );
};

/** An amount in US dollars; '' when it is not a finite number. */
export const formatCurrency = (amount: number, language: string, fractionDigits = 0): string =>
  typeof amount === 'number' && Number.isFinite(amount)
    ? new Intl.NumberFormat(intlTag(language), {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }).format(amount)
    : '';

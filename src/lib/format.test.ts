import { formatCurrency, formatDate } from './format';

describe('formatDate', () => {
  it('keeps the calendar day of a date-only value in every language', () => {
    expect(formatDate('2026-01-05', 'en')).toBe('January 5, 2026');
    expect(formatDate('2026-01-05', 'es')).toBe('5 de enero de 2026');
    expect(formatDate('2026-01-05', 'pt')).toBe('5 de janeiro de 2026');
  });

  it('reads a date-time without a zone as Utah wall-clock time', () => {
    expect(formatDate('2026-01-05T23:30:00', 'en')).toBe('January 5, 2026');
    expect(formatDate('2026-01-05 00:15', 'en')).toBe('January 5, 2026');
  });

  it('shows a date-time with a zone on its day in Utah', () => {
    // 03:00 UTC is still the evening before in Utah (UTC-7 in winter).
    expect(formatDate('2026-01-06T03:00:00Z', 'en')).toBe('January 5, 2026');
    expect(formatDate('2026-01-05T20:00:00-07:00', 'en')).toBe('January 5, 2026');
  });

  it.each(['soon', '', '2026-02-30', '2026-13-01', '05/01/2026'])(
    'shows nothing for %j',
    (value) => {
      expect(formatDate(value, 'en')).toBe('');
    },
  );

  it('shows nothing for a value that is not even a string', () => {
    expect(formatDate(undefined as unknown as string, 'pt')).toBe('');
  });
});

describe('formatCurrency', () => {
  it('formats dollars in the page language', () => {
    expect(formatCurrency(1000, 'en')).toBe('$1,000');
    expect(formatCurrency(12.5, 'en', 2)).toBe('$12.50');
  });

  it('shows nothing for an amount that is not a number', () => {
    expect(formatCurrency(Number.NaN, 'en')).toBe('');
    expect(formatCurrency(undefined as unknown as number, 'es')).toBe('');
  });
});

import { localisedPath, type Language } from './languages';

/** Each language has its own RSS feed of the latest news, linked from every page's head. */
export const NEWS_FEED: Record<Language, { title: string; description: string }> = {
  en: {
    title: 'Pro-Life Utah News',
    description: 'News, events and press releases from Pro-Life Utah.',
  },
  es: {
    title: 'Noticias de Pro-Life Utah',
    description: 'Noticias, eventos y comunicados de prensa de Pro-Life Utah.',
  },
  pt: {
    title: 'Notícias da Pro-Life Utah',
    description: 'Notícias, eventos e comunicados de imprensa da Pro-Life Utah.',
  },
};

/** `/rss.xml`, `/es/rss.xml`, `/pt/rss.xml`. */
export const newsFeedPath = (language: Language): string => localisedPath(language, '/rss.xml');

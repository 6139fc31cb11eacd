// The news runs from 2016 to the current year. The site's year pages, the
// source plugin's default range and the sandbox's seed all start here. No dependencies: the
// browser bundle imports this file directly.
export const FIRST_NEWS_YEAR = 2016;

/** Options after Gatsby applied the schema defaults (see plugin-options-schema.ts). */
export interface PluapiOptions {
  host: string;
  token: string;
  key: string;
  startYear: number;
  currentYear: number;
  concurrency: number;
  timeoutMs: number;
  maxRetries: number;
  retryBaseMs: number;
}

export interface Impact {
  babiesSaved: number;
  womenHelped: number;
  yearEstablished: number;
}

export interface ArticleSummary {
  uuid: string;
  title: string;
  socialImage: string | null;
  socialDescription: string | null;
  pubdate: string;
  author: string | null;
  typeId: number | null;
}

export interface Article extends ArticleSummary {
  /** Raw HTML from the API; sanitised before it becomes a node. */
  story: string;
}

export interface Partner {
  name: string;
  logo: string | null;
  url: string | null;
  homePage: boolean;
}

export interface SourcedArticle extends Article {
  year: number;
}

export interface SourcedContent {
  impact: Impact;
  articles: SourcedArticle[];
  featuredUuid: string | null;
  latestUuids: string[];
  partners: Partner[];
  partnersYear: number;
}

import * as React from 'react';
import { graphql, Link } from 'gatsby';

// A year's articles, newest first, each a link to its page in the same language.
const NewsYearPage = ({ data, pageContext }) => (
  <main>
    <h1>{pageContext.year}</h1>
    <ul>
      {data.allArticle.nodes.map((article) => (
        <li key={article.uuid}>
          <Link to={`${pageContext.prefix}/news/article/${article.uuid}/`}>{article.title}</Link>{' '}
          <time dateTime={article.pubdate}>{article.pubdate.slice(0, 10)}</time>
        </li>
      ))}
    </ul>
  </main>
);
export default NewsYearPage;

export const Head = ({ pageContext }) => <title>{`News ${pageContext.year}`}</title>;

export const query = graphql`
  query ($year: Int!) {
    allArticle(filter: { year: { eq: $year } }, sort: { pubdate: DESC }) {
      nodes {
        uuid
        title
        pubdate
      }
    }
  }
`;

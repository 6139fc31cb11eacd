import * as React from 'react';
import { graphql } from 'gatsby';
import { GatsbyImage, getImage } from 'gatsby-plugin-image';

// The article's fields the site shows: title, date, author, image and story.
const ArticlePage = ({ data: { article }, pageContext }) => {
  const image = getImage(article.image);
  const date = new Date(article.pubdate).toLocaleDateString(pageContext.language, {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  return (
    <main data-pagefind-body>
      <h1>{article.title}</h1>
      <p>
        <time dateTime={article.pubdate}>{date}</time>
        {article.author ? ` · ${article.author}` : null}
      </p>
      {image ? <GatsbyImage image={image} alt="" /> : null}
      <div dangerouslySetInnerHTML={{ __html: article.story }} />
    </main>
  );
};
export default ArticlePage;

export const Head = ({ data: { article } }) => <title>{article.title}</title>;

export const query = graphql`
  query ($id: String!) {
    article(id: { eq: $id }) {
      title
      pubdate
      author
      story
      image {
        childImageSharp {
          gatsbyImageData(width: 800)
        }
      }
    }
  }
`;

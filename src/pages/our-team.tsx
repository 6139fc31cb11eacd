import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { getImage } from 'gatsby-plugin-image';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/layout/layout';
import { translatedHead } from '../components/seo/translated-head';
import { PageHeader } from '../components/content-page/page-header';
import { Section } from '../components/ui/section';
import { TeamGrid } from '../features/team/team-grid';

type Data = Queries.OurTeamPageQuery;
type Context = { language: string; i18n: { originalPath: string } };

const OurTeamPage = ({ data }: PageProps<Data, Context>) => {
  const { t } = useTranslation('our-team');
  const members = data.allContentTeamMember.nodes.map(({ photo, ...member }) => ({
    ...member,
    photo: getImage(photo?.childImageSharp?.gatsbyImageData ?? null) ?? null,
  }));
  return (
    <Layout searchable>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Section>
        <TeamGrid members={members} />
      </Section>
    </Layout>
  );
};

export default OurTeamPage;

export const Head = translatedHead('our-team');

export const query = graphql`
  query OurTeamPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "our-team"] }, language: { in: [$language, "en"] } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
    allContentTeamMember(sort: { order: ASC }) {
      nodes {
        memberId
        name
        email
        photo {
          childImageSharp {
            gatsbyImageData(width: 320, height: 320, placeholder: BLURRED)
          }
        }
      }
    }
  }
`;

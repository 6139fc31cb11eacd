import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { useShell } from '../components/layout/use-shell';
import { PageHead } from '../components/seo/page-head';
import { Hero } from '../features/home/hero';
import { Belief } from '../features/home/belief';
import { ImpactCounters } from '../features/home/impact-counters';
import { Services } from '../features/home/services';
import { TestimonialsCarousel } from '../features/home/testimonials-carousel';
import { NewsAndEvents } from '../features/home/news-and-events';
import { VolunteerInvite } from '../features/home/volunteer-invite';
import { LegislatureBand } from '../features/home/legislature-band';
import { ServiceOpportunitiesTeaser } from '../features/home/service-opportunities-teaser';
import { DonateBlock } from '../components/donation/donate-block';
import { OrganisationJsonLd } from '../components/seo/organisation-json-ld';
import { Section } from '../components/ui/section';
import { headTranslator } from '../lib/locale-data';

type HomeData = Queries.HomePageQuery;
type HomeContext = { language: string; i18n: { originalPath: string } };

const HomePage = ({ data }: PageProps<HomeData, HomeContext>) => {
  const shell = useShell();
  const news = data.pluapiHomeNews;
  return (
    <Layout searchable>
      <Hero hotline={shell.phoneNumbers.hotline} />
      <Belief />
      {data.pluapiImpact && <ImpactCounters impact={data.pluapiImpact} />}
      <Services services={data.allContentService.nodes} />
      <TestimonialsCarousel items={data.allContentTestimonial.nodes} />
      <NewsAndEvents
        featured={news?.featured ?? null}
        latest={news?.latest ?? []}
        year={shell.buildYear}
      />
      <LegislatureBand />
      <VolunteerInvite />
      <Section>
        <DonateBlock />
      </Section>
      <ServiceOpportunitiesTeaser items={data.allContentOpportunity.nodes} />
    </Layout>
  );
};

export default HomePage;

export const Head = ({ data, pageContext }: HeadProps<HomeData, HomeContext>) => {
  const t = headTranslator(data, pageContext.language, 'home');
  return (
    <PageHead
      title={t('meta.title')}
      description={t('meta.description')}
      language={pageContext.language}
      originalPath={pageContext.i18n.originalPath}
    >
      <OrganisationJsonLd />
    </PageHead>
  );
};

export const query = graphql`
  query HomePage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "home"] }, language: { in: [$language, "en"] } }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
    pluapiImpact {
      babiesSaved
      womenHelped
      yearEstablished
    }
    pluapiHomeNews {
      featured {
        ...ArticleSummary
      }
      latest {
        ...ArticleSummary
      }
    }
    allContentService(sort: { order: ASC }) {
      nodes {
        serviceId
        url
        image
      }
    }
    allContentTestimonial(sort: { order: ASC }) {
      nodes {
        testimonialId
        name
        city
      }
    }
    allContentOpportunity(sort: { order: ASC }) {
      nodes {
        opportunityId
        image
      }
    }
  }
  fragment ArticleSummary on PluapiArticle {
    uuid
    title
    socialImageFile {
      ...ArticleImageFile
    }
    socialDescription
    pubdate
    author
  }
`;

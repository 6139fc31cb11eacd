import React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Link, useTranslation } from 'gatsby-plugin-react-i18next';
import { Layout } from '../components/layout/layout';
import { PageHead } from '../components/seo/page-head';
import { PageHeader } from '../components/content-page/page-header';
import { Section } from '../components/ui/section';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { ScoreCardSeats } from '../components/score-card/lookup-score';
import { NextHearing, StandingSentence } from '../features/legislature/bill-standing';
import { AskLead, BillCallTopic, BillShare, positionKey } from '../features/legislature/bill-ask';
import { BillSponsors, BillTimeline } from '../features/legislature/bill-details';
import { LEGISLATURE_PATH } from '../features/legislature/bill-types';
import { LookupLater } from '../features/legislature/lookup-later';
import { InEnglishNote, useApiTextLang } from '../components/ui/api-text-language';
import * as styles from '../features/legislature/legislature.module.css';
import { headTranslator } from '../lib/locale-data';

type Data = Queries.LegislatureBillPageQuery;

// A chunk of its own: not part of the scripts the bill page waits for.
const loadLookup = () =>
  import('../features/legislator-lookup/legislator-lookup').then(
    (module) => module.LegislatorLookup,
  );
type Context = { language: string; id: string; i18n: { originalPath: string } };

const LegislatureBillPage = ({ data }: PageProps<Data, Context>) => {
  const { t } = useTranslation('legislature');
  const bill = data.legislatureBill;
  const seats = data.allScoreCardLegislator.nodes;
  const apiLang = useApiTextLang();
  if (!bill) return null;
  const name = bill.title ? `${bill.label}: ${bill.title}` : bill.label;
  const why = t(`bills.${bill.billId}.why`, { defaultValue: '' });
  return (
    <Layout searchable>
      <PageHeader
        title={name}
        // The number and title as the Legislature writes them, in English.
        titleLang={apiLang}
        eyebrow={t(`position.${positionKey(bill.position)}`)}
        lead={why || undefined}
        breadcrumbs={
          <Breadcrumbs trail={[{ label: t('title'), to: LEGISLATURE_PATH }]} current={bill.label} />
        }
      />
      <Section>
        <InEnglishNote kind="legislature" />
        <div className={styles.grid}>
          <div>
            <h2>{t('bill.standingTitle')}</h2>
            <p>
              <StandingSentence bill={bill} />
            </p>
            <NextHearing bill={bill} />
            {/* The legislature writes in English only. */}
            {bill.summary && <p lang="en">{bill.summary}</p>}
            {bill.textUrl && (
              <p>
                <a href={bill.textUrl} target="_blank" rel="noopener noreferrer">
                  {t('bill.text')}
                  <span className="visually-hidden"> ({t('bill.newTab')})</span>
                </a>
              </p>
            )}
            <h2>{t('bill.historyTitle')}</h2>
            <BillTimeline actions={bill.actions} />
          </div>
          <div>
            <h2>{t('bill.sponsorsTitle')}</h2>
            <BillSponsors sponsors={bill.sponsors} seats={seats} />
          </div>
        </div>
      </Section>
      <Section tone="tinted">
        <h2 id="act-now">{t('act.title', { bill: bill.label })}</h2>
        <AskLead bill={bill} />
        {bill.actionEmail && (
          <p>
            <Link to={`/action-email/${encodeURIComponent(bill.actionEmail)}/`}>
              {t('act.email', { bill: bill.label })}
            </Link>
          </p>
        )}
        <BillCallTopic bill={bill}>
          <ScoreCardSeats.Provider value={seats}>
            <LookupLater load={loadLookup} />
          </ScoreCardSeats.Provider>
        </BillCallTopic>
        <BillShare slug={bill.slug} />
      </Section>
    </Layout>
  );
};

export default LegislatureBillPage;

export const Head = ({ data, pageContext }: HeadProps<Data, Context>) => {
  const bill = data.legislatureBill;
  if (!bill) return null;
  const t = headTranslator(data, pageContext.language, 'legislature');
  const name = bill.title ? `${bill.label}: ${bill.title}` : bill.label;
  return (
    <PageHead
      title={name}
      description={t('bill.metaDescription', { bill: bill.label })}
      language={pageContext.language}
      originalPath={pageContext.i18n.originalPath}
    />
  );
};

export const query = graphql`
  query LegislatureBillPage($language: String!, $id: String!) {
    locales: allLocale(
      filter: {
        ns: {
          in: [
            "common"
            "legislature"
            "legislator-lookup"
            "legislator-contact"
            "form"
            "legislator-score-card"
          ]
        }
        language: { in: [$language, "en"] }
      }
      sort: { ns: ASC }
    ) {
      ...PageLocales
    }
    legislatureBill(id: { eq: $id }) {
      billId
      label
      slug
      title
      summary
      position
      actionEmail
      state
      committee
      textUrl
      sponsors {
        name
        chamber
        role
      }
      actions {
        date
        description
        owner
      }
      nextHearing {
        committee
        start
        location
        url
      }
    }
    allScoreCardLegislator {
      ...ScoreCardSeats
    }
  }
`;

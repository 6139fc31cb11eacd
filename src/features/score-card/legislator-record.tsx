import React from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { votedOurWay, type Position, type Vote } from '../../../contract/score-card/columns';
import { ContactActions } from '../../components/legislator-contact/contact-actions';
import { useApiTextLang } from '../../components/ui/api-text-language';
import { legislatorPath, type ScoreCardRow, type ScoredBillRow } from './score-card-types';
import { ScoreText, VoteText, voteOn } from './vote-text';
import * as styles from './legislator-record.module.css';

interface Props {
  legislator: ScoreCardRow & { phone?: string | null; email?: string | null };
  bills: readonly ScoredBillRow[];
}

/** One legislator's votes on the scored bills, their score, and a way to call them. */
export const LegislatorRecord = ({ legislator, bills }: Props) => {
  const { t } = useTranslation('legislator-score-card');
  const billLang = useApiTextLang();
  const { chamber: rawChamber, district, name, score, votes, phone, email, slug } = legislator;
  const chamber = rawChamber === 'senate' ? 'senate' : 'house';
  const way = (bill: ScoredBillRow) => {
    const vote = voteOn(votes, bill.key) as Vote | undefined;
    const ours = vote ? votedOurWay(vote, bill.position as Position) : null;
    return ours === null ? t('way.none') : ours ? t('way.with') : t('way.against');
  };
  return (
    <div className={styles.record}>
      <section aria-labelledby="score-title" className={styles.scoreBox}>
        <h2 id="score-title">{t('legislator.scoreTitle')}</h2>
        <p className={styles.bigScore}>
          <ScoreText score={score} t={t} />
        </p>
        <p className={styles.note}>{t('legislator.scoreNote')}</p>
      </section>
      <section aria-labelledby="votes-title">
        <h2 id="votes-title">{t('legislator.votesTitle')}</h2>
        <table className={styles.votes}>
          <caption className="visually-hidden">{t('legislator.votesCaption', { name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('legislator.bill')}</th>
              <th scope="col">{t('legislator.ourPosition')}</th>
              <th scope="col">{t('legislator.vote')}</th>
              <th scope="col">{t('legislator.way')}</th>
            </tr>
          </thead>
          <tbody>
            {bills.map((bill) => (
              <tr key={bill.key}>
                {/* The bill's number as the Legislature writes it ("HB 12"), in English. */}
                <th scope="row" lang={billLang}>
                  {bill.label}
                </th>
                <td>{t(`positions.${bill.position}`)}</td>
                <td>
                  <VoteText vote={voteOn(votes, bill.key)} position={bill.position} t={t} />
                </td>
                <td>{way(bill)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {name && (phone || email) && (
        <section aria-labelledby="contact-title">
          <h2 id="contact-title">{t('legislator.contactTitle', { name })}</h2>
          <ContactActions
            legislator={{
              formatName: `${chamber === 'house' ? 'Rep.' : 'Sen.'} ${name}`,
              district,
              cell: phone ?? '',
              email: email ?? '',
              image: '',
              committees: [],
            }}
            chamber={chamber}
            city={t('legislator.yourCity')}
            sharePath={legislatorPath(slug)}
          />
        </section>
      )}
    </div>
  );
};

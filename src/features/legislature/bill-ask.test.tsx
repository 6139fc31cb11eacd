import React from 'react';
import { screen } from '@testing-library/react';
import { renderWithI18n } from '../../test/render-with-i18n';
import { CallScript } from '../../components/legislator-contact/call-script';
import { AskLead, BillCallTopic } from './bill-ask';
import { NextHearing, StandingSentence } from './bill-standing';

const bill = (state: string, position: string, label = 'HB 88') => ({
  label,
  title: 'Postpartum Care Amendments',
  slug: label.replace(' ', '').toLowerCase(),
  state,
  position,
  committee: null,
  nextHearing: null,
});

/** What a bill page's "What you can do" part shows, with the script a call from it reads. */
const renderAsk = (shown: ReturnType<typeof bill>, language = 'en') =>
  renderWithI18n(
    <BillCallTopic bill={shown}>
      <main>
        <p>
          <StandingSentence bill={shown} />
        </p>
        <NextHearing bill={shown} />
        <AskLead bill={shown} />
        <CallScript formatName="Rep. Delia Bonneville" chamber="house" district={24} city="Provo" />
      </main>
    </BillCallTopic>,
    { language, originalPath: `/legislature/${shown.slug}/` },
  );

const page = () => screen.getByRole('main');

describe('the ask follows the bill: a bill signed into law no longer asks visitors to call and vote for it', () => {
  it('HB 88, signed and supported, thanks those who voted for it instead of asking for a vote', () => {
    renderAsk(bill('signed', 'support'));
    expect(page()).toHaveTextContent('Signed into law by the Governor.');
    expect(page()).not.toHaveTextContent(/vote for HB 88/i);
    expect(page()).not.toHaveTextContent('No hearing is scheduled yet.');
    expect(page()).toHaveTextContent('If your legislators voted for it, call and thank them.');
    expect(page()).toHaveTextContent('If you voted for HB 88, thank you.');
  });

  it('a signed bill we oppose says we oppose it and asks for no vote on it', () => {
    renderAsk(bill('signed', 'oppose', 'SB 34'));
    expect(page()).not.toHaveTextContent(/vote (for|against) SB 34/i);
    expect(page()).toHaveTextContent('tell them you oppose SB 34.');
    expect(page()).toHaveTextContent('I oppose SB 34.');
  });

  it('a bill we oppose, still in committee, asks to vote against it', () => {
    renderAsk(bill('inCommittee', 'oppose', 'SB 34'));
    expect(page()).toHaveTextContent('ask them to vote against SB 34.');
    expect(page()).toHaveTextContent('Please vote against SB 34.');
    expect(page()).toHaveTextContent('No hearing is scheduled yet.');
  });

  it('a bill we support that passed both houses asks the Governor to sign it, and legislators for no vote', () => {
    renderAsk(bill('passedBoth', 'support', 'SB 120'));
    expect(page()).not.toHaveTextContent(/vote for SB 120/i);
    expect(page()).not.toHaveTextContent('No hearing is scheduled yet.');
    expect(page()).toHaveTextContent(
      "Call the Governor's office at 801-538-1000 and ask the Governor to sign it.",
    );
    expect(page()).toHaveTextContent('please ask the Governor to sign it.');
    expect(screen.getByRole('link', { name: '801-538-1000' })).toHaveAttribute(
      'href',
      'tel:+18015381000',
    );
  });

  it('a bill we oppose that passed both houses asks the Governor to veto it, in Spanish too', () => {
    renderAsk(bill('passedBoth', 'oppose', 'SB 34'), 'es');
    expect(page()).not.toHaveTextContent(/vote en contra de SB 34|vote against SB 34/i);
    expect(page()).toHaveTextContent(
      'Llame a la oficina del gobernador al 801-538-1000 y pida que lo vete.',
    );
    expect(page()).toHaveTextContent('pídale al gobernador que lo vete.');
    expect(page()).toHaveTextContent('please ask the Governor to veto it.');
  });

  it('a bill we support that was vetoed asks for no vote for it', () => {
    renderAsk(bill('vetoed', 'support'));
    expect(page()).not.toHaveTextContent(/vote for HB 88/i);
    expect(page()).toHaveTextContent('I support HB 88.');
  });

  it('a stopped bill we oppose thanks those who voted against it', () => {
    renderAsk(bill('stopped', 'oppose', 'SB 34'));
    expect(page()).toHaveTextContent('If you voted against SB 34, thank you.');
  });

  it('on the Spanish page both scripts, Spanish and English, thank rather than ask for a vote', () => {
    renderAsk(bill('signed', 'support'), 'es');
    expect(page()).toHaveTextContent('Si votó a favor de HB 88, le doy las gracias.');
    expect(page()).toHaveTextContent('If you voted for HB 88, thank you.');
    expect(page()).not.toHaveTextContent(/vote a favor de HB 88|vote for HB 88/i);
    expect(page()).toHaveTextContent('llámelos para darles las gracias');
  });
});

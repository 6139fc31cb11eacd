import { CONTENT_DIRS, readTexts } from './i18n-texts';

// Spanish and Portuguese run longer than English, and a button has little room on a phone
// so a button's label stays within about 1.4 times its English length, with a few
// letters to spare for short words ("Next", "Siguiente"). e2e/label-fit.test.ts checks the drawn
// result at 390 px; this names the label to shorten before a build.
const BUTTON_LABELS = [
  'action-email:form.send',
  'action-email:inactive.lookup',
  'common:donateBlock.custom',
  'common:donateBlock.give',
  'common:donateBlock.moreWays',
  'common:pageError.home',
  'common:pageError.retry',
  'common:share.copy',
  'common:share.gift.button',
  'common:share.webShare',
  'common:yourActions.forget',
  'contact-us:submit',
  'donate-cancelled:back',
  'donate-thank-you:next.alerts',
  'donate-thank-you:next.home',
  'donate-thank-you:next.volunteer',
  'donate:custom.give',
  'donate:more.christmas.cta',
  'donate:more.saveALife.cta',
  'home:hero.callButton',
  'home:news.all',
  'home:opportunities.cta',
  'home:services.visit',
  'home:volunteer.cta',
  'legislator-contact:call.button',
  'legislator-contact:call.close',
  'legislator-contact:call.copy',
  'legislator-contact:call.outcomes.callNoAnswer',
  'legislator-contact:call.outcomes.callTalked',
  'legislator-contact:call.outcomes.callVoicemail',
  'legislator-contact:vcard.button',
  'legislator-lookup:form.clear',
  'legislator-lookup:form.search',
  'legislator-score-card:open',
  'news-letter:cta.button',
  'news:article.retry',
  'news:year.latest',
  'notfound:home',
  'partners:become.cta',
  'partners:visit',
  'save-a-life:form.cancel',
  'save-a-life:form.submit',
  'search:submit',
  'service-opportunities:open',
  'sms:resend.button',
  'sms:signup.submit',
  'sms:unsubscribe.cancel',
  'sms:unsubscribe.submit',
  'sms:verify.differentNumber',
  'sms:verify.submit',
  'volunteer:back',
  'volunteer:next',
  'volunteer:submit',
];
const RATIO = 1.4;
const SPARE = 8;

const english = readTexts(CONTENT_DIRS, 'en');

describe.each(['es', 'pt'])('button labels in %s', (language) => {
  const texts = readTexts(CONTENT_DIRS, language);

  it('stay within about 1.4 times their English length', () => {
    const tooLong = BUTTON_LABELS.flatMap((id) => {
      const source = english.get(id);
      const label = texts.get(id);
      if (source === undefined || label === undefined) return [`${id}: missing`];
      const room = Math.max(Math.round(source.length * RATIO), source.length + SPARE);
      return label.length > room ? [`${id}: "${label}" (${label.length} > ${room})`] : [];
    });
    expect(tooLong).toEqual([]);
  });
});

// What editors really write: the sandbox's sample stories and action emails, plus the
// rich-text features the policy promises to keep. Used by the parity and policy tests.
import { ACTION_EMAILS } from '../../../sandbox/seed/action-emails';
import { ARTICLES_CURRENT_YEAR } from '../../../sandbox/seed/articles-current';
import { MEDIA_ORIGIN } from '../../../sandbox/seed/article-types';
import { buildStory } from '../../../sandbox/seed/story';

const sampleStories = ARTICLES_CURRENT_YEAR.map((article) =>
  buildStory(article, '/media/articles/sample.svg').replaceAll(
    MEDIA_ORIGIN,
    'http://127.0.0.1:4010',
  ),
);

export const RICH_TEXT_SAMPLES: readonly string[] = [
  ...sampleStories,
  ...ACTION_EMAILS.map((email) => email.html),
  '<h2>Vote <em>yes</em></h2><h3>Why</h3><h4>Details</h4><p>One<br>two &mdash; &amp; &nbsp;three</p><hr>',
  '<p>Ñandú, ação, corazón: <strong>¡Gracias!</strong> <b>obrigado</b> <i>muito</i></p>',
  '<ol><li>first<ul><li>nested</li></ul></li><li>second</li></ol>',
  '<blockquote><p>Quoted</p><p>&mdash; Someone</p></blockquote>',
  '<figure><img src="https://images.example.org/a.jpg" alt="A rally" width="640" height="480"><figcaption>The rally</figcaption></figure>',
  '<table><caption>Votes</caption><thead><tr><th scope="col">Bill</th><th scope="col">Vote</th></tr></thead>' +
    '<tbody><tr><td>HB 123</td><td rowspan="2">Yes</td></tr><tr><td colspan="1">SB 7</td></tr></tbody>' +
    '<tfoot><tr><td>Total</td><td>2</td></tr></tfoot></table>',
  '<p><a href="https://le.utah.gov/" title="Legislature">bills</a> <a href="/donate">give</a> ' +
    '<a href="#help">help</a> <a href="mailto:info@example.org">mail</a> <a href="tel:+18015550100">call</a></p>',
];

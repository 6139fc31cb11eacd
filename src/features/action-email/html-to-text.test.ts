import { htmlToPlainText } from './html-to-text';

describe('htmlToPlainText', () => {
  it('keeps paragraphs apart and lists as dashes, without any markup', () => {
    const html =
      '<p>I ask you to <strong>vote yes</strong>.</p>\n<p>It gives:</p><ul><li>care;</li><li>grants</li></ul><p>Thank you.</p>';
    expect(htmlToPlainText(html)).toBe(
      'I ask you to vote yes.\n\nIt gives:\n\n- care;\n- grants\n\nThank you.',
    );
  });

  it('drops scripts and keeps the text of HTML without blocks', () => {
    expect(htmlToPlainText('Plain <em>words</em><script>alert(1)</script><style>p{}</style>')).toBe(
      'Plain words',
    );
    expect(htmlToPlainText('<p>One<script>alert(1)</script></p>')).toBe('One');
  });
});

import { redactText, redactUrl } from './redact';

test.each([
  [
    '/rest/pluapi/v1/services/lifegrantbalance?uid=abc&x=1',
    '/rest/pluapi/v1/services/lifegrantbalance?uid=[redacted]&x=1',
  ],
  [
    '/pt/services/life-grant-balance/abc-123/?q=1',
    '/pt/services/life-grant-balance/[redacted]/?q=1',
  ],
  ['/rest/pluapi/v1/sms/verify/123456', '/rest/pluapi/v1/sms/verify/[redacted]'],
  ['/news/article/3f2a-uuid/', '/news/article/3f2a-uuid/'],
  ['/action-email/42/', '/action-email/42/'],
  // Percent-encoded, as a client may send them: matched on the decoded URL.
  [
    '/rest/pluapi/v1/services/lifegrantbalance?%75id=abc&x=1',
    '/rest/pluapi/v1/services/lifegrantbalance?uid=[redacted]&x=1',
  ],
  ['/rest/pluapi/v1/sms/verify/%31%32%33', '/rest/pluapi/v1/sms/verify/[redacted]'],
  ['/services/life-grant-balance/%zz-bad', '/services/life-grant-balance/[redacted]'],
])('%s is logged as %s', (url, expected) => {
  expect(redactUrl(url)).toBe(expected);
});

test('credential pairs and configured values are masked in any text', () => {
  const text =
    'headers {"token":"abc123","apiKey":"def"} Authorization: Bearer xyz and raw s3cr3t-value-long';
  const masked = redactText(text, ['s3cr3t-value-long']);
  for (const secret of ['abc123', '"def"', 'xyz', 's3cr3t-value-long'])
    expect(masked).not.toContain(secret);
});

test('a short configured value is masked where it stands alone, not inside other words', () => {
  expect(redactText('hook abc1 failed in abc12 and xabc1', ['abc1'])).toBe(
    'hook [redacted] failed in abc12 and xabc1',
  );
});

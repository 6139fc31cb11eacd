import { maskSecrets } from './mask-secrets';

describe('masking secrets', () => {
  it('masks each value wherever it stands as a whole word', () => {
    expect(maskSecrets('token=tok-1&apiKey=key-22 (again: key-22)', ['tok-1', 'key-22'])).toBe(
      'token=[redacted]&apiKey=[redacted] (again: [redacted])',
    );
  });

  it('masks the longer value first, so one containing another is not left half-masked', () => {
    expect(maskSecrets('abc abc-def', ['abc', 'abc-def'], '****')).toBe('**** ****');
  });

  it('leaves a short value inside an ordinary word alone', () => {
    expect(maskSecrets('t is down; the status', ['t'], '****')).toBe('**** is down; the status');
  });

  it('masks a value of credential length even glued to other text', () => {
    expect(maskSecrets('Bearers3cr3t-value!', ['s3cr3t-value'])).toBe('Bearer[redacted]!');
  });

  it('ignores empty values', () => {
    expect(maskSecrets('nothing to hide', ['', ''])).toBe('nothing to hide');
  });
});

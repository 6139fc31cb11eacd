import { excerptParts } from './excerpt-parts';

describe("Pagefind's excerpt as text parts", () => {
  it('keeps the marked words apart and decodes the escaped text', () => {
    expect(excerptParts('Tom &amp; Ana at the <mark>clínica</mark> &lt;today&gt;')).toEqual([
      { text: 'Tom & Ana at the ', marked: false },
      { text: 'clínica', marked: true },
      { text: ' <today>', marked: false },
    ]);
  });

  it('drops any other tag instead of rendering it', () => {
    expect(excerptParts('<img src=x onerror=alert(1)>text <mark>word</mark>')).toEqual([
      { text: 'text ', marked: false },
      { text: 'word', marked: true },
    ]);
  });
});

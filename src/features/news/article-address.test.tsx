import React from 'react';
import { render, screen } from '@testing-library/react';
import { articleUuidOf } from './news-paths';
import { useArticleAddress } from './article-address';

describe('article addresses', () => {
  it.each([
    ['/news/article/3f1c9e2a-7b7d-4c1e-9a51-0d7e5b1f2a60/', '3f1c9e2a-7b7d-4c1e-9a51-0d7e5b1f2a60'],
    ['/es/news/article/abc-123/', 'abc-123'],
    ['/pt/news/article/abc-123', 'abc-123'],
  ])('%s is the article %s', (path, uuid) => expect(articleUuidOf(path)).toBe(uuid));

  it.each([
    '/news/2024/',
    '/news/article/',
    '/news/article/a/b/',
    '/fr/news/article/abc/',
    '/news/article/%3Cscript%3E/',
  ])('%s is not an article', (path) => expect(articleUuidOf(path)).toBeNull());
});

const Probe = ({ path, onRender }: { path: string; onRender: (uuid: string | null) => void }) => {
  const uuid = useArticleAddress(path);
  onRender(uuid);
  return <p>{uuid ?? 'none'}</p>;
};

describe('useArticleAddress', () => {
  it('renders like the static page first, then gives the uuid and lifts the pre-paint hint', async () => {
    document.documentElement.setAttribute('data-article-pending', '');
    const seen: Array<string | null> = [];
    render(<Probe path="/es/news/article/abc-123/" onRender={(uuid) => seen.push(uuid)} />);
    expect(await screen.findByText('abc-123')).toBeInTheDocument();
    expect(seen[0]).toBeNull();
    expect(document.documentElement).not.toHaveAttribute('data-article-pending');
  });
});

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyHookCall } from '../../server/shared/webhook-signature';
import { callApi, startSandbox, type RunningSandbox } from '../test-helpers';

const SECRET = 'a-test-webhook-secret-of-at-least-32-characters';

interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A stand-in for the site's rebuild hook on 127.0.0.1: records each call, answers `status`. */
async function startReceiver(status = 202, answer: object = { buildId: 'b1', articles: 1 }) {
  const calls: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      calls.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/rebuild`;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { calls, url, close };
}

const page = async (sandbox: RunningSandbox, path: string) => {
  const response = await fetch(`${sandbox.origin}${path}`);
  return { status: response.status, html: await response.text() };
};

/** Presses "Publish" as the browser does: a urlencoded form from the page's own origin. */
const publish = async (
  sandbox: RunningSandbox,
  uuid: string,
  fields: { title: string; story: string },
  origin = sandbox.origin,
) => {
  const response = await fetch(`${sandbox.origin}/cms/articles/${uuid}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, html: await response.text() };
};

const firstArticle = async (sandbox: RunningSandbox) => {
  const { body } = await callApi(sandbox, 'GET', '/articles?page=1&maxRecords=1&typeID=*');
  return body[0] as { uuid: string; title: string; pubdate: string };
};

const yearEntry = async (sandbox: RunningSandbox, uuid: string, pubdate: string) => {
  const { body } = await callApi(sandbox, 'GET', `/articles?year=${pubdate.slice(0, 4)}`);
  return (body as Array<{ uuid: string }>).find((entry) => entry.uuid === uuid);
};

describe('the sandbox CMS, with a site to tell', () => {
  let sandbox: RunningSandbox;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeEach(async () => {
    receiver = await startReceiver();
    sandbox = await startSandbox({
      webhook: { url: receiver.url, secret: SECRET, siteUrl: 'http://localhost:9000' },
    });
  });
  afterEach(async () => {
    await sandbox.close();
    await receiver.close();
  });

  it('lists the articles, newest first, each linking to its edit page', async () => {
    const article = await firstArticle(sandbox);
    const { status, html } = await page(sandbox, '/cms/');
    expect(status).toBe(200);
    expect(html).toContain(`<a href="/cms/articles/${article.uuid}">`);
    expect(html).toContain('tells the site at http://localhost:9000 to rebuild it');
  });

  it('shows the article in labelled fields, the story with the images it serves', async () => {
    const article = await firstArticle(sandbox);
    const { status, html } = await page(sandbox, `/cms/articles/${article.uuid}`);
    expect(status).toBe(200);
    expect(html).toMatch(/<label for="title">Title<\/label>[\s\S]*<input id="title"/);
    expect(html).toMatch(/<label for="story">Story<\/label>[\s\S]*<textarea id="story"/);
    expect(html).toContain(`${sandbox.origin}/media/articles/${article.uuid}.svg`);
    expect(html).toContain('<button type="submit">Publish</button>');
  });

  it('saves the edit, the API serves it, and the site gets a signed call naming the article', async () => {
    const article = await firstArticle(sandbox);
    const story = `<p>Open until mid-December.</p>\r\n<p><img src="${sandbox.origin}/media/articles/${article.uuid}.svg" alt=""></p>`;
    const { status, html } = await publish(sandbox, article.uuid, { title: 'New title', story });

    expect(status).toBe(200);
    expect(html).toContain('Saved. The site was told to rebuild &#39;New title&#39;.');
    expect(html).toContain(`http://localhost:9000/news/article/${article.uuid}/`);
    const served = await callApi(sandbox, 'GET', `/articles/uid/${article.uuid}`);
    expect(served.body).toMatchObject({ title: 'New title', pubdate: article.pubdate });
    expect(served.body.story).toBe(story.replace('\r\n', '\n'));
    expect(await yearEntry(sandbox, article.uuid, article.pubdate)).toMatchObject({
      title: 'New title',
      pubdate: article.pubdate,
    });

    expect(receiver.calls).toHaveLength(1);
    const [call] = receiver.calls;
    expect(call).toMatchObject({ method: 'POST', path: '/hooks/rebuild' });
    expect(JSON.parse(call?.body ?? '')).toEqual({ articles: [article.uuid] });
    expect(call?.headers['content-type']).toBe('application/json');
    const verdict = verifyHookCall(call?.headers ?? {}, call as Received, SECRET);
    expect(verdict).toMatchObject({ ok: true });
  });

  it('leaves the list entry as it was after a body-only edit, as the real CMS does', async () => {
    const article = await firstArticle(sandbox);
    const before = await yearEntry(sandbox, article.uuid, article.pubdate);
    await publish(sandbox, article.uuid, { title: article.title, story: '<p>Only the body.</p>' });
    expect(await yearEntry(sandbox, article.uuid, article.pubdate)).toEqual(before);
    const served = await callApi(sandbox, 'GET', `/articles/uid/${article.uuid}`);
    expect(served.body.story).toBe('<p>Only the body.</p>');
  });

  it('saves nothing and marks the field when the title is blank', async () => {
    const article = await firstArticle(sandbox);
    const { status, html } = await publish(sandbox, article.uuid, {
      title: ' ',
      story: '<p>x</p>',
    });
    expect(status).toBe(400);
    expect(html).toContain('Nothing was saved');
    expect(html).toMatch(
      /<input id="title"[^>]*aria-describedby="title-hint title-error" aria-invalid="true"/,
    );
    expect((await callApi(sandbox, 'GET', `/articles/uid/${article.uuid}`)).body.title).toBe(
      article.title,
    );
    expect(receiver.calls).toHaveLength(0);
  });

  it('loses the webhook it was told to lose: saved, the site not told, and says so', async () => {
    const article = await firstArticle(sandbox);
    const drops = await fetch(`${sandbox.origin}/__sandbox/webhook-drops`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ times: 1 }),
    });
    expect(drops.status).toBe(201);
    expect(await drops.json()).toEqual({ remaining: 1 });
    const story = '<p>Lost on the way.</p>';
    const lost = await publish(sandbox, article.uuid, { title: article.title, story });
    expect(lost.html).toContain('Saved here, but the webhook was not sent');
    expect(lost.html).toContain('Rebuild now in the staff console at http://localhost:9000/staff/');
    expect(lost.html).toContain('role="alert"');
    expect(receiver.calls).toHaveLength(0);
    expect((await callApi(sandbox, 'GET', `/articles/uid/${article.uuid}`)).body.story).toBe(story);
    // Only the one: the next Publish tells the site again.
    await publish(sandbox, article.uuid, { title: article.title, story: '<p>Found.</p>' });
    expect(receiver.calls).toHaveLength(1);
  });

  it('refuses a number of webhooks to lose that is not a whole number from 1 to 100', async () => {
    for (const times of [0, 1.5, 101, '2']) {
      const answer = await fetch(`${sandbox.origin}/__sandbox/webhook-drops`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ times }),
      });
      expect(answer.status).toBe(400);
    }
    const left = await (await fetch(`${sandbox.origin}/__sandbox/webhook-drops`)).json();
    expect(left).toEqual({ remaining: 0 });
  });

  it('refuses a form posted from another site', async () => {
    const article = await firstArticle(sandbox);
    const fields = { title: 'Hijacked', story: '<p>x</p>' };
    const { status } = await publish(sandbox, article.uuid, fields, 'http://evil.example');
    expect(status).toBe(403);
    expect(receiver.calls).toHaveLength(0);
  });
});

describe('the sandbox CMS when the site does not take the call', () => {
  it('says the site refused, with its reason, and what to do', async () => {
    const receiver = await startReceiver(404, { message: 'Not found' });
    const sandbox = await startSandbox({
      webhook: { url: receiver.url, secret: SECRET, siteUrl: 'http://localhost:9000' },
    });
    const article = await firstArticle(sandbox);
    const { html } = await publish(sandbox, article.uuid, { title: 'T', story: '<p>x</p>' });
    expect(html).toContain('Saved here, but the site refused to rebuild (404: Not found).');
    expect(html).toContain('role="alert"');
    await sandbox.close();
    await receiver.close();
  });

  it('says the site did not answer when nothing listens', async () => {
    const receiver = await startReceiver();
    await receiver.close();
    const sandbox = await startSandbox({
      webhook: { url: receiver.url, secret: SECRET, siteUrl: 'http://localhost:9000' },
    });
    const article = await firstArticle(sandbox);
    const { html } = await publish(sandbox, article.uuid, { title: 'T', story: '<p>x</p>' });
    expect(html).toContain('did not answer (ECONNREFUSED). Check that npm start is still running.');
    await sandbox.close();
  });
});

describe('the sandbox CMS on its own', () => {
  it('says publishing tells no site, and still saves', async () => {
    const sandbox = await startSandbox();
    const article = await firstArticle(sandbox);
    expect((await page(sandbox, '/cms/')).html).toContain('no site is told to rebuild');
    const { html } = await publish(sandbox, article.uuid, { title: 'Alone', story: '<p>x</p>' });
    expect(html).toContain('Saved. No site was told');
    expect((await callApi(sandbox, 'GET', `/articles/uid/${article.uuid}`)).body.title).toBe(
      'Alone',
    );
    await sandbox.close();
  });
});

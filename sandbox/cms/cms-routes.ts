// The sandbox's own small CMS at /cms/: list the articles, edit one's title and story, and
// "Publish", which saves it in the article store (the API serves it at once) and sends the
// signed webhook naming it to the site, as the provider's CMS does.
import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { originOf, type SandboxContext } from '../api-context';
import { escapeMarkup as escape } from '../../src/lib/escape';
import { cmsPage } from './cms-layout';
import { editPage, listPage } from './cms-pages';
import { notifySite } from './notify-site';
import { outcomeText } from './outcome-text';
import { checkEdit, saveArticle, storyForForm } from './save-article';

export const SANDBOX_CMS_PATH = '/cms/';

type ArticleRoute = { Params: { uuid: string } };
type PublishRoute = ArticleRoute & { Body: Record<string, unknown> };

const sendHtml = (reply: FastifyReply, status: number, page: string) =>
  reply.code(status).header('content-type', 'text/html; charset=utf-8').send(page);

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Any other web page the developer has open could post a form here; only this page may. */
const fromElsewhere = (request: FastifyRequest): boolean => {
  const origin = request.headers.origin;
  return origin !== undefined && origin !== `${request.protocol}://${request.host}`;
};

export async function cmsRoutes(app: FastifyInstance, context: SandboxContext): Promise<void> {
  const { articles } = context;
  const { webhook } = context.config;
  await app.register(fastifyFormbody);

  const notFound = (reply: FastifyReply, uuid: string) =>
    sendHtml(
      reply,
      404,
      cmsPage(
        'No such article',
        `<h1>No such article</h1><p>No article has the id ${escape(uuid)}. <a href="/cms/">Choose one from the list</a>.</p>`,
        webhook,
      ),
    );

  app.get('/cms', (_request, reply) => reply.redirect(SANDBOX_CMS_PATH));

  app.get<{ Querystring: { page?: string } }>(SANDBOX_CMS_PATH, (request, reply) => {
    const page = Number.parseInt(request.query.page ?? '1', 10) || 1;
    return sendHtml(reply, 200, listPage(articles.all, page, webhook));
  });

  app.get<ArticleRoute>('/cms/articles/:uuid', (request, reply) => {
    const article = articles.byUuid.get(request.params.uuid);
    if (!article) return notFound(reply, request.params.uuid);
    const values = {
      title: article.title,
      story: storyForForm(article, originOf(context, request)),
    };
    return sendHtml(reply, 200, editPage(article, { values }, webhook));
  });

  app.post<PublishRoute>('/cms/articles/:uuid', async (request, reply) => {
    const article = articles.byUuid.get(request.params.uuid);
    if (!article) return notFound(reply, request.params.uuid);
    if (fromElsewhere(request)) {
      return sendHtml(
        reply,
        403,
        cmsPage(
          'Not saved',
          '<h1>Not saved</h1><p>Publish from the sandbox CMS page itself.</p>',
          webhook,
        ),
      );
    }
    const values = { title: textOf(request.body?.title), story: textOf(request.body?.story) };
    const problems = checkEdit(values);
    if (Object.keys(problems).length > 0) {
      return sendHtml(reply, 400, editPage(article, { values, problems }, webhook));
    }
    const origin = originOf(context, request);
    saveArticle(article, values, origin);
    const outcome = outcomeText(
      await notifySite(webhook, article.uuid, context.webhookDrops),
      article.title,
      article.uuid,
      webhook,
    );
    const saved = { title: article.title, story: storyForForm(article, origin) };
    return sendHtml(reply, 200, editPage(article, { values: saved, outcome }, webhook));
  });
}

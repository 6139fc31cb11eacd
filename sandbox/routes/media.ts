import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxContext } from '../api-context';
import { LEGISLATORS_BY_SLUG } from '../seed/legislators';
import { ALL_PARTNER_SLUGS } from '../seed/partners';
import { articleSvg, logoSvg, portraitSvg } from '../svg';

type Params = { Params: { file: string } };

/** "abc.svg" -> "abc"; anything else is not an image we serve. */
function baseName(file: string): string | undefined {
  return file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : undefined;
}

function sendSvg(reply: FastifyReply, svg: string | undefined) {
  if (svg === undefined) return reply.code(404).send({ message: 'Image not found.' });
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=86400')
    .send(svg);
}

/** Generated images the API's absolute URLs point to; no credentials, like a CDN. */
export function mediaRoutes(app: FastifyInstance, context: SandboxContext): void {
  app.get<Params>('/media/articles/:file', async (request, reply) => {
    const article = context.articles.byUuid.get(baseName(request.params.file) ?? '');
    return sendSvg(reply, article && articleSvg(article.uuid, article.title));
  });

  app.get<Params>('/media/partners/:file', async (request, reply) => {
    const name = ALL_PARTNER_SLUGS.get(baseName(request.params.file) ?? '');
    return sendSvg(reply, name && logoSvg(name));
  });

  app.get<Params>('/media/legislators/:file', async (request, reply) => {
    const person = LEGISLATORS_BY_SLUG.get(baseName(request.params.file) ?? '');
    return sendSvg(reply, person && portraitSvg(person.formatName));
  });
}

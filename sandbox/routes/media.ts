import type { FastifyInstance, FastifyReply } from 'fastify';
import sharp from 'sharp';
import type { SandboxContext } from '../api-context';
import { LEGISLATORS_BY_SLUG } from '../seed/legislators';
import { ALL_PARTNER_SLUGS } from '../seed/partners';
import { articleSvg, logoSvg, portraitSvg } from '../svg';

type Params = { Params: { file: string } };

/** "abc.svg" -> "abc"; anything else is not an image we serve. */
function baseName(file: string, extension = '.svg'): string | undefined {
  return file.endsWith(extension) ? file.slice(0, -extension.length) : undefined;
}

// Social images are photos in a real CMS: the sandbox sends its drawing as a PNG, so the
// build's image processing (resizing, WebP) runs on the kind of file it will meet.
async function sendPng(reply: FastifyReply, svg: string | undefined) {
  if (svg === undefined) return reply.code(404).send({ message: 'Image not found.' });
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
  return reply
    .header('content-type', 'image/png')
    .header('cache-control', 'public, max-age=86400')
    .send(png);
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
    const { file } = request.params;
    const asPng = file.endsWith('.png');
    const article = context.articles.byUuid.get(baseName(file, asPng ? '.png' : '.svg') ?? '');
    const svg = article && articleSvg(article.uuid, article.title);
    return asPng ? sendPng(reply, svg) : sendSvg(reply, svg);
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

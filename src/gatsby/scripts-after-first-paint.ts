import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

/**
 * Gatsby ends every page with `<script src async>` tags for its runtime, React and the app
 * (the `_gatsby-scripts` slice, stitched into each page). On a phone the browser fetches and
 * runs them while it is still laying out the first screen, so the first paint, and with it the
 * largest one (a heading or its lead text), waits for 100+ kB of JavaScript the visitor does not
 * need to read the page: the HTML is complete without it. The loader below adds the same
 * scripts, in the same order, right after the first frame is painted (or after a frame that
 * a page's head asked for, PAINT_BEFORE_SCRIPTS). A tab opened in the background paints nothing
 * until it is shown, so there they are added at once.
 *
 * The slice also inlines Gatsby's chunk mapping (every page template's files, 5.6 kB, 1.5 kB
 * gzip on every page), which only the app reads, when it prefetches a page a link points to
 * (Gatsby 5 writes it as a JSON string and looks names up in it, so it finds none and webpack
 * loads the chunks; it is kept as Gatsby wrote it). It moves to a file of its own, named by its
 * content, that the loader adds first: the page's HTML then fits the 14.6 kB a phone receives
 * in TCP's first round trip more often. The scripts are added with `async = false`, so they run
 * in the order given, the mapping first (blocking time measured no higher than with `async`).
 */
const ASYNC_SCRIPT = /<script src="([^"<>]+)" async><\/script>/g;
const CHUNK_MAPPING = /<script\s+id="gatsby-chunk-mapping"\s*>([\s\S]*?)<\/script>/;
/** The name of the chunk mapping's file in public/ (the budgets count it with the scripts). */
export const CHUNK_MAPPING_FILE = /^chunk-map-[0-9a-f]+\.js$/;

/**
 * A promise a page's head may leave on `window` under this name when its largest paint is still
 * to come without the scripts (the action e-mail's title, src/gatsby/action-email-request.ts):
 * the loader then waits for it, and adds the scripts after the frame that follows.
 */
export const PAINT_BEFORE_SCRIPTS = '__paintBeforeScripts';

/** The inline loader for these script addresses (JSON-encoded, so no address can end the tag). */
export const loaderScript = (sources: string[]): string =>
  `<script>(function(s){function l(){s.forEach(function(u){var e=document.createElement("script");` +
  `e.src=u;e.async=false;document.body.appendChild(e)})}` +
  `function p(){if(document.visibilityState==="hidden"){l()}else{requestAnimationFrame(function(){setTimeout(l,0)})}}` +
  `var f=window.${PAINT_BEFORE_SCRIPTS};if(f&&typeof f.then==="function"){f.then(p,p)}else{p()}})` +
  `(${JSON.stringify(sources).replace(/</g, '\\u003c')});</script>`;

export interface ScriptsSlice {
  html: string;
  /** The chunk mapping's own script file, for public/ (none when the slice had no mapping). */
  chunkMapping: { name: string; text: string } | null;
}

/**
 * The scripts slice with its async script tags (and the chunk mapping, moved to its own file)
 * replaced by the loader; unchanged without any async script.
 */
export const scriptsAfterFirstPaint = (sliceHtml: string): ScriptsSlice => {
  const sources = [...sliceHtml.matchAll(ASYNC_SCRIPT)].map((match) => match[1] ?? '');
  if (sources.length === 0) return { html: sliceHtml, chunkMapping: null };
  const mapping = CHUNK_MAPPING.exec(sliceHtml);
  const text = mapping?.[1]?.trim();
  const chunkMapping = text
    ? {
        name: `chunk-map-${createHash('sha256').update(text).digest('hex').slice(0, 20)}.js`,
        text: `${text}\n`,
      }
    : null;
  const rest = chunkMapping ? sliceHtml.replace(CHUNK_MAPPING, '') : sliceHtml;
  const all = chunkMapping ? [`/${chunkMapping.name}`, ...sources] : sources;
  return { html: `${rest.replace(ASYNC_SCRIPT, '')}${loaderScript(all)}`, chunkMapping };
};

const SLICE = path.join('public', '_gatsby', 'slices', '_gatsby-scripts-1.html');
const AS_GATSBY_WROTE_IT = path.join('.cache', 'scripts-slice-as-gatsby-wrote-it.html');

interface DoneHook {
  tapPromise: (options: { name: string; stage: number }, run: () => Promise<void>) => void;
}

/**
 * Gatsby's stats extractor writes the slice when webpack is done, and marks every page for
 * stitching again when the file differs from what it would write. So the slice it wrote is put
 * back before it looks (a build that changed no script then stitches no page again), and the
 * loader version is written after it.
 */
export class ScriptsAfterFirstPaintPlugin {
  constructor(private readonly root = process.cwd()) {}

  apply(compiler: { hooks: { done: DoneHook } }): void {
    const slice = path.join(this.root, SLICE);
    const original = path.join(this.root, AS_GATSBY_WROTE_IT);
    const name = 'ScriptsAfterFirstPaint';
    compiler.hooks.done.tapPromise({ name, stage: -100 }, async () => {
      // After `gatsby clean` or with public/ emptied there is nothing to put back.
      const sliceExists = await fs.access(slice).then(
        () => true,
        () => false,
      );
      const wrote = await fs.readFile(original, 'utf8').catch(() => null);
      if (sliceExists && wrote !== null) await fs.writeFile(slice, wrote);
    });
    compiler.hooks.done.tapPromise({ name, stage: 100 }, async () => {
      const html = await fs.readFile(slice, 'utf8').catch(() => null);
      if (html === null) return;
      await fs.mkdir(path.dirname(original), { recursive: true });
      await fs.writeFile(original, html);
      const rewritten = scriptsAfterFirstPaint(html);
      if (rewritten.chunkMapping) await this.writeChunkMapping(rewritten.chunkMapping);
      await fs.writeFile(slice, rewritten.html);
    });
  }

  /** Writes the mapping's file and removes those of earlier builds (no page names them now). */
  private async writeChunkMapping({ name, text }: { name: string; text: string }): Promise<void> {
    const publicDir = path.join(this.root, 'public');
    for (const old of await fs.readdir(publicDir)) {
      if (CHUNK_MAPPING_FILE.test(old) && old !== name)
        await fs.rm(path.join(publicDir, old), { force: true });
    }
    await fs.writeFile(path.join(publicDir, name), text);
  }
}

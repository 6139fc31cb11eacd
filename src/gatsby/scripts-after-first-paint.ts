import { promises as fs } from 'node:fs';
import path from 'node:path';

/**
 * Gatsby ends every page with `<script src async>` tags for its runtime, React and the app
 * (the `_gatsby-scripts` slice, stitched into each page). On a phone the browser fetches and
 * runs them while it is still laying out the first screen, so the first paint, and with it the
 * largest one (a heading or its lead text), waits for 100+ kB of JavaScript the visitor does not
 * need to read the page: the HTML is complete without it. The loader below adds the same
 * scripts, in the same order, right after the first frame is painted. A tab opened in the
 * background paints nothing until it is shown, so there they are added at once.
 */
const ASYNC_SCRIPT = /<script src="([^"<>]+)" async><\/script>/g;

/** The inline loader for these script addresses (JSON-encoded, so no address can end the tag). */
export const loaderScript = (sources: string[]): string =>
  `<script>(function(s){function l(){s.forEach(function(u){var e=document.createElement("script");` +
  `e.src=u;e.async=true;document.body.appendChild(e)})}` +
  `if(document.visibilityState==="hidden"){l()}else{requestAnimationFrame(function(){setTimeout(l,0)})}})` +
  `(${JSON.stringify(sources).replace(/</g, '\\u003c')});</script>`;

/** The scripts slice with its async script tags replaced by the loader (unchanged without any). */
export const scriptsAfterFirstPaint = (sliceHtml: string): string => {
  const sources = [...sliceHtml.matchAll(ASYNC_SCRIPT)].map((match) => match[1] ?? '');
  if (sources.length === 0) return sliceHtml;
  return `${sliceHtml.replace(ASYNC_SCRIPT, '')}${loaderScript(sources)}`;
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
      await fs.writeFile(slice, scriptsAfterFirstPaint(html));
    });
  }
}

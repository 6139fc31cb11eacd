/**
 * @jest-environment jsdom
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  loaderScript,
  PAINT_BEFORE_SCRIPTS,
  scriptsAfterFirstPaint,
  ScriptsAfterFirstPaintPlugin,
} from './scripts-after-first-paint';

// The slice as Gatsby 5's stats extractor writes it.
const MAPPING = '/*<![CDATA[*/window.___chunkMapping="{\\"app\\":[\\"/app-3.js\\"]}";/*]]>*/';
const GATSBY_SLICE =
  `<script\n  id="gatsby-chunk-mapping"\n>\n  ${MAPPING}\n</script>` +
  '<script>window.___webpackCompilationHash="abc";</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script>' +
  '<script src="/app-3.js" async></script>';

const runLoader = (html: string) => {
  const body = /<script>(\(function\(s\)[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!body) throw new Error('no loader in the slice');
  new Function(body)();
};
const addedScripts = () =>
  [...document.querySelectorAll('script')].map((script) => script.getAttribute('src'));

describe('scriptsAfterFirstPaint', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('swaps the async script tags for one loader, moves the chunk mapping to a file and keeps the rest', () => {
    const { html, chunkMapping } = scriptsAfterFirstPaint(GATSBY_SLICE);
    expect(html).not.toMatch(/<script src=/);
    expect(html).not.toContain('___chunkMapping');
    expect(html).toContain('window.___webpackCompilationHash="abc"');
    expect(chunkMapping?.text).toBe(`${MAPPING}\n`);
    expect(chunkMapping?.name).toMatch(/^chunk-map-[0-9a-f]{20}\.js$/);
    expect(html).toContain(
      `["/${chunkMapping?.name}","/webpack-runtime-1.js","/framework-2.js","/app-3.js"]`,
    );
  });

  it('names the mapping’s file by its content', () => {
    const other = GATSBY_SLICE.replace('app-3.js', 'app-4.js');
    expect(scriptsAfterFirstPaint(GATSBY_SLICE).chunkMapping?.name).toBe(
      scriptsAfterFirstPaint(GATSBY_SLICE).chunkMapping?.name,
    );
    expect(scriptsAfterFirstPaint(other).chunkMapping?.name).not.toBe(
      scriptsAfterFirstPaint(GATSBY_SLICE).chunkMapping?.name,
    );
  });

  it('adds the scripts once a frame has been painted, to run in order, the mapping first', () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    jest.useFakeTimers();
    const { html, chunkMapping } = scriptsAfterFirstPaint(GATSBY_SLICE);
    runLoader(html);
    expect(addedScripts()).toEqual([]);
    frames.forEach((callback) => callback(0));
    jest.runAllTimers();
    expect(addedScripts()).toEqual([
      `/${chunkMapping?.name}`,
      '/webpack-runtime-1.js',
      '/framework-2.js',
      '/app-3.js',
    ]);
    // Inserted scripts run as they arrive unless async is off: then in the order inserted.
    expect([...document.querySelectorAll('script')].map((script) => script.async)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('waits for the paint a page’s head asked for, then for the frame after it', async () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    let painted = () => undefined as void;
    const page = window as unknown as Record<string, unknown>;
    page[PAINT_BEFORE_SCRIPTS] = new Promise<void>((resolve) => (painted = resolve));
    try {
      runLoader(scriptsAfterFirstPaint(GATSBY_SLICE).html);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(frames).toHaveLength(0);
      painted();
      await new Promise((resolve) => setTimeout(resolve, 0));
      frames.forEach((callback) => callback(0));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(addedScripts()).toHaveLength(4);
    } finally {
      delete page[PAINT_BEFORE_SCRIPTS];
    }
  });

  it('adds them at once in a tab opened in the background, which paints no frame', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    runLoader(scriptsAfterFirstPaint(GATSBY_SLICE).html);
    expect(addedScripts()).toHaveLength(4);
  });

  it('leaves a slice without async scripts alone, and no address can close the tag', () => {
    expect(scriptsAfterFirstPaint('<script>x()</script>')).toEqual({
      html: '<script>x()</script>',
      chunkMapping: null,
    });
    expect(loaderScript(['/a.js?</script>']).match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('ScriptsAfterFirstPaintPlugin', () => {
  type Tap = { stage: number; run: () => Promise<void> };
  const siteWithSlice = () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'scripts-slice-'));
    const slice = path.join(root, 'public', '_gatsby', 'slices', '_gatsby-scripts-1.html');
    fs.mkdirSync(path.dirname(slice), { recursive: true });
    const taps: Tap[] = [];
    new ScriptsAfterFirstPaintPlugin(root).apply({
      hooks: { done: { tapPromise: ({ stage }, run) => taps.push({ stage, run }) } },
    });
    const [before, after] = taps.sort((a, b) => a.stage - b.stage);
    if (!before || !after) throw new Error('the plugin should tap webpack’s done hook twice');
    return { root, slice, before, after };
  };

  it('shows Gatsby its own slice before it compares, and the loader version after', async () => {
    const { root, slice, before, after } = siteWithSlice();
    fs.writeFileSync(slice, GATSBY_SLICE); // Gatsby wrote it
    await after.run();
    const { html, chunkMapping } = scriptsAfterFirstPaint(GATSBY_SLICE);
    expect(fs.readFileSync(slice, 'utf8')).toBe(html);
    expect(fs.readFileSync(path.join(root, 'public', chunkMapping!.name), 'utf8')).toBe(
      chunkMapping!.text,
    );
    // The next build: Gatsby must find what it wrote, or it would stitch every page again.
    await before.run();
    expect(fs.readFileSync(slice, 'utf8')).toBe(GATSBY_SLICE);
    fs.rmSync(root, { recursive: true });
  });

  it('keeps only the mapping file of the last build', async () => {
    const { root, slice, after } = siteWithSlice();
    fs.writeFileSync(slice, GATSBY_SLICE);
    await after.run();
    const next = GATSBY_SLICE.replace('app-3.js', 'app-4.js');
    fs.writeFileSync(slice, next);
    await after.run();
    const files = fs.readdirSync(path.join(root, 'public')).filter((f) => f.startsWith('chunk-'));
    expect(files).toEqual([scriptsAfterFirstPaint(next).chunkMapping!.name]);
    fs.rmSync(root, { recursive: true });
  });

  it('puts nothing back when public/ was emptied', async () => {
    const { root, slice, before, after } = siteWithSlice();
    fs.writeFileSync(slice, GATSBY_SLICE);
    await after.run();
    fs.rmSync(path.join(root, 'public'), { recursive: true });
    await expect(before.run()).resolves.toBeUndefined();
    expect(fs.existsSync(slice)).toBe(false);
    fs.rmSync(root, { recursive: true });
  });
});

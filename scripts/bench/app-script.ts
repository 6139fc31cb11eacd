// What every page's JavaScript weighs as the archive grows (issue 54, point 1): Gatsby's app
// script, which every page loads, and the largest chunk several pages share. Both must stay the
// same whatever the number of articles, and a new article must leave the app script's name
// (its content hash) as it was, or every visitor downloads it again after each publish.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

export interface ScriptSize {
  name: string;
  brotliBytes: number;
}

export interface AppScriptFigures {
  app: ScriptSize;
  /** The largest script shared by pages that is neither the app script nor a page's own. */
  largestShared: ScriptSize | null;
}

type Stats = { namedChunkGroups: Record<string, { assets: Array<{ name: string } | string> }> };

const sizeOf = (publicDir: string, name: string): ScriptSize => ({
  name,
  brotliBytes: brotliCompressSync(fs.readFileSync(path.join(publicDir, name))).length,
});

// A page's own chunk (component---src-pages-…) and Gatsby's per-page head chunks are not shared.
const OWN_CHUNK = /^component---/;

/** The app script and the largest shared chunk of the build in `siteDir/public`. */
export function appScriptFigures(siteDir: string): AppScriptFigures {
  const publicDir = path.join(siteDir, 'public');
  const stats = JSON.parse(
    fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'),
  ) as Stats;
  const names = (group: string) =>
    (stats.namedChunkGroups[group]?.assets ?? []).map((asset) =>
      typeof asset === 'string' ? asset : asset.name,
    );
  const appName = names('app').find((name) => /^app-[0-9a-f]+\.js$/.test(name));
  if (!appName) throw new Error('webpack.stats.json names no app script');
  const shared = new Set(
    Object.entries(stats.namedChunkGroups)
      .filter(([group]) => group !== 'app')
      .flatMap(([group]) => names(group))
      .filter(
        (name) => name.endsWith('.js') && !OWN_CHUNK.test(name) && !names('app').includes(name),
      ),
  );
  const largestShared =
    [...shared]
      .map((name) => sizeOf(publicDir, name))
      .sort((a, b) => b.brotliBytes - a.brotliBytes)[0] ?? null;
  return { app: sizeOf(publicDir, appName), largestShared };
}

const kb = (size: ScriptSize) => `${(size.brotliBytes / 1024).toFixed(1)} kB`;

/** Lines for the results: each clean build's figures, then whether they held. */
export function appScriptNotes(
  rows: Array<{ articles: number; figures?: AppScriptFigures }>,
): string[] {
  const measured = rows.filter(
    (row): row is { articles: number; figures: AppScriptFigures } => row.figures !== undefined,
  );
  if (measured.length === 0) return [];
  const lines = measured.map(({ articles, figures: { app, largestShared } }) => {
    const shared = largestShared ? `${largestShared.name} ${kb(largestShared)}` : 'none';
    return `- ${articles} articles: ${app.name} ${kb(app)} brotli; largest shared chunk ${shared}`;
  });
  if (measured.length > 1) {
    const apps = measured.map(({ figures }) => figures.app.brotliBytes);
    const spread = (Math.max(...apps) - Math.min(...apps)) / 1024;
    const names = new Set(measured.map(({ figures }) => figures.app.name));
    lines.push(
      `- the app script differs by ${spread.toFixed(1)} kB brotli across the article counts (target: at most 1 kB); ` +
        (names.size === 1
          ? 'it is the same file, same content hash, at every count: adding articles leaves it as browsers cached it'
          : `its content changes with the article count (${names.size} different files)`),
    );
  }
  return ['', '**Every page’s JavaScript by article count**', '', ...lines];
}

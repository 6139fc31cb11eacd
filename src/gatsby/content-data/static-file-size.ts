import fs from 'fs';
import path from 'path';

const STATIC_DIR = path.resolve(process.cwd(), 'static');

/**
 * Size in bytes of a file served from static/ (e.g. `/downloads/guide.pdf`), shown next
 * to download links. A missing file fails the build instead of becoming a dead link.
 */
export const staticFileSize = (publicPath: string, dir: string = STATIC_DIR): number => {
  const filePath = path.join(dir, path.normalize(publicPath).replace(/^[/\\]+/, ''));
  if (!filePath.startsWith(dir + path.sep)) throw new Error(`${publicPath} is outside static/`);
  try {
    return fs.statSync(filePath).size;
  } catch {
    throw new Error(`static${publicPath} is missing (named in content/data)`);
  }
};

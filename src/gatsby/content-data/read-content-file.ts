import fs from 'fs';
import path from 'path';

// Gatsby compiles this file into .cache, so resolve from the site root (Gatsby's cwd).
const DATA_DIR = path.resolve(process.cwd(), 'content/data');

/** Reads one content/data JSON file; a missing or broken file names itself in the error. */
export const readContentFile = <T>(fileName: string): T => {
  const filePath = path.join(DATA_DIR, fileName);
  try {
    return JSON.parse(fs.readFileSync(filePath, 'utf8')) as T;
  } catch (error) {
    throw new Error(`content/data/${fileName}: ${(error as Error).message}`);
  }
};

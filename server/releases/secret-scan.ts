import { promises as fs } from 'node:fs';
import path from 'node:path';
import { isCompressedCopy } from './precompress';

export interface NamedSecret {
  name: string;
  value: string;
}

/** Shorter values would match by accident (and are not real credentials anyway). */
export const MIN_SECRET_LENGTH = 8;

export function splitUsableSecrets(secrets: NamedSecret[]): {
  usable: NamedSecret[];
  skipped: string[];
} {
  const usable = secrets.filter((secret) => secret.value.length >= MIN_SECRET_LENGTH);
  const skipped = secrets.filter((secret) => !usable.includes(secret)).map((secret) => secret.name);
  return { usable, skipped };
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

export interface SecretHit {
  /** Path relative to the scanned directory. */
  file: string;
  secretName: string;
}

async function hitsIn(dir: string, file: string, secrets: NamedSecret[]): Promise<SecretHit[]> {
  const content = await fs.readFile(file);
  return secrets
    .filter((secret) => content.includes(secret.value))
    .map((secret) => ({ file: path.relative(dir, file), secretName: secret.name }));
}

/**
 * Every file under `dir` whose bytes contain one of the secrets' values. The compressed
 * copies staging writes (precompress.ts) are skipped: their bytes hide the text, and the file
 * each was made from, beside it, is read instead.
 */
export async function findSecretsInDir(dir: string, secrets: NamedSecret[]): Promise<SecretHit[]> {
  const files: string[] = [];
  for await (const file of filesUnder(dir)) files.push(file);
  const names = new Set(files);
  const hits: SecretHit[] = [];
  for (const file of files) {
    if (!isCompressedCopy(file, names)) hits.push(...(await hitsIn(dir, file, secrets)));
  }
  return hits;
}

/** The same for only these files (paths relative to `dir`): the ones a release did not link. */
export async function findSecretsInFiles(
  dir: string,
  files: readonly string[],
  secrets: NamedSecret[],
): Promise<SecretHit[]> {
  const hits: SecretHit[] = [];
  for (const file of files) hits.push(...(await hitsIn(dir, path.join(dir, file), secrets)));
  return hits;
}

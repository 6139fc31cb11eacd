import { createHmac, randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { listReleases } from './releases';
import { findSecretsInDir, type NamedSecret, type SecretHit, splitUsableSecrets } from './secret-scan';

/**
 * What the secret scan of one release found, kept beside the releases (never inside one: every
 * file of a release is public). A release never changes once staged, so its record stays true
 * for as long as the guarded secrets stay the same; the digests say whether they did.
 */
export interface ScanRecord {
  releaseId: string;
  scannedAt: string;
  /** Random, per record: the digests say nothing about a secret outside this record. */
  salt: string;
  /** The secrets scanned for, by name and salted digest (never the value). */
  secrets: { name: string; digest: string }[];
  result: 'clean' | 'found';
  /** Which secret was found in which file (only with result "found"). */
  found?: SecretHit[];
}

/** Hidden, so it is never a release, and outside every release, so it is never served. */
export const SCAN_RECORDS_DIR = '.secret-scans';

const recordFile = (releasesDir: string, releaseId: string) =>
  path.join(releasesDir, SCAN_RECORDS_DIR, `${releaseId}.json`);

const digestOf = (salt: string, value: string) =>
  createHmac('sha256', salt).update(value).digest('hex');

export async function readScanRecord(
  releasesDir: string,
  releaseId: string,
): Promise<ScanRecord | null> {
  try {
    const record = JSON.parse(
      await fs.readFile(recordFile(releasesDir, releaseId), 'utf8'),
    ) as ScanRecord;
    // A record copied or renamed by hand says nothing about this release.
    return record.releaseId === releaseId && Array.isArray(record.secrets) ? record : null;
  } catch {
    // Missing or unreadable: the release counts as never scanned, and is scanned again.
    return null;
  }
}

/** True when `record` was made for exactly these secrets (same names, same values). */
export function madeFor(record: ScanRecord, secrets: NamedSecret[]): boolean {
  const { usable } = splitUsableSecrets(secrets);
  if (usable.length !== record.secrets.length) return false;
  return usable.every((secret) =>
    record.secrets.some(
      (made) => made.name === secret.name && made.digest === digestOf(record.salt, secret.value),
    ),
  );
}

/**
 * Writes the record of a scan for `secrets` (the usable ones) that found `found`; forgets the
 * records of releases no longer kept. Written whole or not at all (rename), so a crash never
 * leaves half a record to trust.
 */
export async function writeScanRecord(
  releasesDir: string,
  releaseId: string,
  secrets: NamedSecret[],
  found: SecretHit[] = [],
): Promise<ScanRecord> {
  const salt = randomBytes(16).toString('hex');
  const record: ScanRecord = {
    releaseId,
    scannedAt: new Date().toISOString(),
    salt,
    secrets: splitUsableSecrets(secrets).usable.map((secret) => ({
      name: secret.name,
      digest: digestOf(salt, secret.value),
    })),
    result: found.length > 0 ? 'found' : 'clean',
    ...(found.length > 0 ? { found } : {}),
  };
  const file = recordFile(releasesDir, releaseId);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await writeFileAtomic(file, `${JSON.stringify(record, null, 2)}\n`);
  await forgetRemovedReleases(releasesDir, releaseId);
  return record;
}

async function forgetRemovedReleases(releasesDir: string, keep: string): Promise<void> {
  const kept = new Set([keep, ...(await listReleases(releasesDir))]);
  const dir = path.join(releasesDir, SCAN_RECORDS_DIR);
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    if (name.endsWith('.json') && !kept.has(name.slice(0, -'.json'.length))) {
      await fs.rm(path.join(dir, name), { force: true });
    }
  }
}

/** The plain-words refusal for a release that holds a guarded secret. */
export function refusalFor(releaseId: string, found: readonly SecretHit[]): Error {
  const names = [...new Set(found.map((hit) => hit.secretName))].join(' and ');
  const files = [...new Set(found.map((hit) => hit.file))].slice(0, 5).join(', ');
  return new Error(
    `release ${releaseId} holds the value of the server's ${names} (in ${files}); it was not made live`,
  );
}

/**
 * Lets a release go live only when it holds none of the guarded secrets: trusts its record when
 * the record was made for these secrets, and scans it (writing the record) otherwise. Throws the
 * refusal when one is in it. With no usable secret there is nothing to look for.
 */
export async function ensureScanned(
  releasesDir: string,
  releaseId: string,
  guardedSecrets: NamedSecret[],
): Promise<void> {
  const { usable } = splitUsableSecrets(guardedSecrets);
  if (usable.length === 0) return;
  let record = await readScanRecord(releasesDir, releaseId);
  if (!record || !madeFor(record, usable)) {
    const found = await findSecretsInDir(path.join(releasesDir, releaseId), usable);
    record = await writeScanRecord(releasesDir, releaseId, usable, found);
  }
  if (record.result !== 'clean') throw refusalFor(releaseId, record.found ?? []);
}

/**
 * For a command that does not know the guarded secrets (the release CLI run without the
 * server's environment): a release may go live only if the server scanned it for its secrets
 * and found none. A record made for no secret proves nothing.
 */
export async function requireCleanRecord(
  releasesDir: string,
  releaseId: string,
  whatToDo: string,
): Promise<void> {
  const record = await readScanRecord(releasesDir, releaseId);
  if (record?.result === 'found') throw refusalFor(releaseId, record.found ?? []);
  if (!record || record.secrets.length === 0) {
    throw new Error(
      `release ${releaseId} was never scanned for the server's credentials, and this command ` +
        `does not know them, so it was not made live. ${whatToDo}`,
    );
  }
}

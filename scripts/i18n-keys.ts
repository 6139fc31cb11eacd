import fs from 'fs';
import path from 'path';
import { escapeRegExp } from '../src/lib/escape';

export interface UsedKey {
  file: string;
  key: string;
  namespaces: string[];
  /** Set for template keys such as `services.items.${id}.title`: each ${…} matches one segment. */
  pattern?: RegExp;
}

export const flattenKeys = (value: unknown, prefix = ''): string[] => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    flattenKeys(child, prefix ? `${prefix}.${key}` : key),
  );
};

const listSources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : listSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

const toUsedKey = (file: string, raw: string, namespaces: string[]): UsedKey => {
  if (!raw.includes('${')) return { file, key: raw, namespaces };
  const source = raw
    .split(/\$\{[^}]+\}/)
    .map(escapeRegExp)
    .join('[^.]+');
  return { file, key: raw, namespaces, pattern: new RegExp(`^${source}$`) };
};

/** Keys passed as literals to t(…) in src/, with the namespaces their file asked for. */
export const collectUsedKeys = (root: string): UsedKey[] => {
  const used: UsedKey[] = [];
  for (const file of listSources(path.join(root, 'src'))) {
    const code = fs.readFileSync(file, 'utf8');
    const namespaces = new Set<string>();
    for (const match of code.matchAll(/useTranslation\(\s*'([\w-]+)'/g)) namespaces.add(match[1]!);
    for (const match of code.matchAll(/headTranslator\([^)]*'([\w-]+)'\s*\)/g)) {
      namespaces.add(match[1]!);
      namespaces.add('common');
    }
    if (namespaces.size === 0) continue;
    const relative = path.relative(root, file);
    for (const match of code.matchAll(/\bt\(\s*(['`])((?:(?!\1).)+)\1/g)) {
      used.push(toUsedKey(relative, match[2]!, [...namespaces]));
    }
  }
  // Navigation labels live in content/data/navigation.json and are translated in `common`.
  const navigation = JSON.parse(
    fs.readFileSync(path.join(root, 'content/data/navigation.json'), 'utf8'),
  );
  const walk = (items: Array<{ key: string; children?: unknown[] }>) => {
    for (const item of items) {
      used.push({ file: 'content/data/navigation.json', key: item.key, namespaces: ['common'] });
      if (item.children) walk(item.children as Array<{ key: string }>);
    }
  };
  for (const list of Object.values(navigation)) walk(list as Array<{ key: string }>);
  // So are the footer's resource links (content/data/resources.json): every language needs each.
  const resources = JSON.parse(
    fs.readFileSync(path.join(root, 'content/data/resources.json'), 'utf8'),
  ) as Array<{ key?: unknown; link?: unknown }>;
  for (const resource of resources) {
    const key =
      typeof resource.key === 'string' ? resource.key : `(no key for ${String(resource.link)})`;
    used.push({ file: 'content/data/resources.json', key, namespaces: ['common'] });
  }
  return used;
};

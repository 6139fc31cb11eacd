// One process contending for the switch mutex (releases/switch-mutex.test.ts): it says it is ready,
// waits for the go file, then holds the mutex for a moment, and exits 3 if another process
// was inside at the same time.
import { existsSync, promises as fs, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withSwitchMutex } from '../releases/switch-mutex';

const [dir = '', go = ''] = process.argv.slice(2);

async function main(): Promise<number> {
  writeFileSync(path.join(dir, `.ready-${process.pid}`), '');
  while (!existsSync(go)) await new Promise((resolve) => setTimeout(resolve, 5));
  return withSwitchMutex(dir, async () => {
    const inside = path.join(dir, '.inside');
    try {
      await fs.writeFile(inside, String(process.pid), { flag: 'wx' });
    } catch {
      return 3;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    await fs.rm(inside);
    return 0;
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

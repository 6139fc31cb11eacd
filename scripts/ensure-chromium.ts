// Browser tests drive Debian's Chromium through playwright-core (no browser download).
// Installs it where that is possible (root with apt), and otherwise says what to do.
import { execFileSync } from 'child_process';
import fs from 'fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Debian's Chromium headless in a container: the flags that work here (browser tests, bench). */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const canApt = (): boolean =>
  typeof process.getuid === 'function' &&
  process.getuid() === 0 &&
  fs.existsSync('/usr/bin/apt-get');

export const ensureChromium = (): string => {
  if (fs.existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  if (!canApt()) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install it (Debian/Ubuntu: "sudo apt-get install -y chromium"), ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  console.log('Installing Debian chromium for the browser tests…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!fs.existsSync(CHROMIUM_PATH))
    throw new Error(`apt-get finished but ${CHROMIUM_PATH} is still missing`);
  return CHROMIUM_PATH;
};

if (require.main === module) {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}

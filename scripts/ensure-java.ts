// The Nu HTML Checker (vnu-jar, scripts/check-html.ts) is a Java program. Installs Debian's
// headless Java where that is possible (root with apt), as ensure-chromium.ts does for the
// browser, and otherwise says what to install.
import { execFileSync } from 'child_process';
import fs from 'fs';

export const JAVA_PATH = process.env.JAVA_PATH || 'java';
const PACKAGE = 'default-jre-headless';

const javaRuns = (): boolean => {
  try {
    execFileSync(JAVA_PATH, ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const canApt = (): boolean =>
  typeof process.getuid === 'function' &&
  process.getuid() === 0 &&
  fs.existsSync('/usr/bin/apt-get');

export const ensureJava = (): string => {
  if (javaRuns()) return JAVA_PATH;
  if (!canApt()) {
    throw new Error(
      `Java is needed for the Nu HTML Checker and "${JAVA_PATH}" does not run. Install it ` +
        `(Debian/Ubuntu: "sudo apt-get install -y ${PACKAGE}"), or set JAVA_PATH to a java 11+ binary.`,
    );
  }
  console.log(`Installing Debian ${PACKAGE} for the Nu HTML Checker…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', PACKAGE], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!javaRuns()) throw new Error(`apt-get finished but "${JAVA_PATH}" still does not run`);
  return JAVA_PATH;
};

if (require.main === module) {
  try {
    console.log(`Java: ${ensureJava()}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}

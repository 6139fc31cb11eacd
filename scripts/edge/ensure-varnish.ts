// The edge cache (deploy/edge/site.vcl) runs Debian's Varnish with vmod_xkey from
// varnish-modules. Installs both where that is possible (root with apt), as ensure-chromium.ts
// does for the browser, and otherwise says what to install.
import { execFileSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';

export const VARNISHD_PATH = process.env.VARNISHD_PATH || '/usr/sbin/varnishd';
export const SITE_VCL = path.resolve(__dirname, '../../deploy/edge/site.vcl');
const PACKAGES = ['varnish', 'varnish-modules'];

/** True when varnishd exists and compiles the site's VCL (which needs vmod_xkey). */
const compilesSiteVcl = (): boolean => {
  if (!fs.existsSync(VARNISHD_PATH)) return false;
  // A directory varnishd creates itself: as root it compiles as its own user, which could not
  // write into one made here. That user may not read the checkout either (a clone under a
  // private temp dir), so it compiles a readable copy of the VCL, as start-varnish.ts runs one.
  const stamp = `${process.pid}-${Date.now()}`;
  const workDir = path.join(os.tmpdir(), `edge-vcl-check-${stamp}`);
  const vclCopy = path.join(os.tmpdir(), `edge-vcl-check-${stamp}.vcl`);
  try {
    fs.copyFileSync(SITE_VCL, vclCopy);
    fs.chmodSync(vclCopy, 0o644);
    execFileSync(VARNISHD_PATH, ['-C', '-f', vclCopy, '-n', workDir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
    fs.rmSync(vclCopy, { force: true });
  }
};

const canApt = (): boolean =>
  typeof process.getuid === 'function' &&
  process.getuid() === 0 &&
  fs.existsSync('/usr/bin/apt-get');

export const ensureVarnish = (): string => {
  if (compilesSiteVcl()) return VARNISHD_PATH;
  if (!canApt()) {
    throw new Error(
      `Varnish with vmod_xkey is needed for the edge cache and was not found at ${VARNISHD_PATH}. ` +
        `Install it (Debian/Ubuntu: "sudo apt-get install -y ${PACKAGES.join(' ')}"), ` +
        'or set VARNISHD_PATH to a varnishd 7 binary that has vmod_xkey.',
    );
  }
  console.log(`Installing Debian ${PACKAGES.join(' and ')} for the edge cache…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!compilesSiteVcl()) {
    throw new Error(`apt-get finished but ${VARNISHD_PATH} still cannot compile ${SITE_VCL}`);
  }
  return VARNISHD_PATH;
};

if (require.main === module) {
  try {
    console.log(`Varnish: ${ensureVarnish()}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}

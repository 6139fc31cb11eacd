// A stand-in for `gatsby build` in the server tests. Run in SITE_DIR with the path of a built
// site to copy (a directory holding `public/` and `.cache/`). It appends to `builds.log` (so
// tests can count builds), waits while `hold-build` exists, fails when `fail-build` exists,
// and otherwise writes `public/` with a home page reading "build <n>". It records the source
// plugin's variables in `builds.env` and, when `write-report` exists, copies it to
// PLUAPI_BUILD_REPORT as the source plugin would. It prints the contents of `say`, if any.
import fs from 'node:fs';
import path from 'node:path';

const template = process.argv[2];
fs.appendFileSync('builds.log', `started\n`);
const { PLUAPI_CHANGED_ARTICLES, PLUAPI_BUILD_REPORT, PLUAPI_FULL_REFRESH, SKIP_SEARCH_INDEX } =
  process.env;
fs.appendFileSync(
  'builds.env',
  `${JSON.stringify({ PLUAPI_CHANGED_ARTICLES, PLUAPI_BUILD_REPORT, PLUAPI_FULL_REFRESH, SKIP_SEARCH_INDEX })}\n`,
);
const buildNumber = fs.readFileSync('builds.log', 'utf8').trim().split('\n').length;
console.log(`fake build #${buildNumber} starting`);

if (fs.existsSync('say')) console.log(fs.readFileSync('say', 'utf8'));

// Bounded wait: a forgotten hold file must not hang the test run.
for (let waited = 0; fs.existsSync('hold-build') && waited < 60_000; waited += 20) {
  await new Promise((resolve) => setTimeout(resolve, 20));
}
if (fs.existsSync('fail-build')) {
  console.error('fake build failing on purpose');
  process.exit(1);
}
for (const dir of ['public', '.cache']) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(path.join(template, dir), dir, { recursive: true, preserveTimestamps: true });
}
const home = fs.readFileSync('public/index.html', 'utf8');
fs.writeFileSync(
  'public/index.html',
  home.replace(/<h1>.*?<\/h1>/, `<h1>build ${buildNumber}</h1>`),
);
if (fs.existsSync('write-report') && PLUAPI_BUILD_REPORT) {
  fs.mkdirSync(path.dirname(PLUAPI_BUILD_REPORT), { recursive: true });
  fs.copyFileSync('write-report', PLUAPI_BUILD_REPORT);
}
console.log(`fake build #${buildNumber} done`);

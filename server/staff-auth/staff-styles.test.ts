import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STAFF_STYLESHEET } from './staff-page';

// Staff and visitors see one product: the staff pages carry the site's design tokens, and repeat
// the site's buttons and form controls (the server does not import the site's components), so
// each of those rules of the site is found here too; a change to the site's shows up here.

const read = (file: string) => readFileSync(path.join(__dirname, '..', '..', file), 'utf8');

/** Every declaration of the rules whose selector list names `selector`, whitespace made single. */
function declarations(css: string, selector: string): string[] {
  const found = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .filter(([, selectors = '']) => selectors.split(',').some((one) => one.trim() === selector))
    .flatMap(([, , body = '']) => body.split(';'))
    .map((declaration) => declaration.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  if (found.length === 0) throw new Error(`no rule for ${selector}`);
  return found;
}

test("the staff pages carry the site's design tokens as the site has them", () => {
  expect(STAFF_STYLESHEET).toContain(read('src/styles/tokens.css'));
});

test.each([
  ['src/components/ui/button.module.css', '.button', '.button'],
  ['src/components/ui/button.module.css', '.primary', '.button--primary'],
  ['src/components/ui/button.module.css', '.secondary', '.button--secondary'],
  ['src/components/form/field.module.css', '.control', 'textarea'],
  ['src/components/form/field.module.css', '.textarea', 'textarea'],
  ['src/components/form/field.module.css', '.box', "input[type='checkbox']"],
])("%s: the site's %s is the staff pages' %s", (file, site, staff) => {
  expect(declarations(STAFF_STYLESHEET, staff)).toEqual(
    expect.arrayContaining(declarations(read(file), site)),
  );
});

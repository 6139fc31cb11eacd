// What must never survive sanitising, written out by hand rather than read from the
// policy: if someone widens the policy to a dangerous element, these checks still fail.
const DANGEROUS_ELEMENTS =
  'script style link meta base iframe frame frameset object embed applet form input button ' +
  'textarea select option template svg math video audio source track noscript portal';
const SAFE_SCHEME = /^(?:https?|mailto|tel):/i;

/** Every way the HTML could still run script, submit data, load from elsewhere or restyle the page. */
export const scriptVectors = (html: string): string[] => {
  const container = document.createElement('div');
  container.innerHTML = html;
  const found: string[] = [];
  for (const element of Array.from(
    container.querySelectorAll(DANGEROUS_ELEMENTS.split(' ').join(',')),
  )) {
    found.push(`<${element.localName}>`);
  }
  for (const element of Array.from(container.querySelectorAll('*'))) {
    for (const { name, value } of Array.from(element.attributes)) {
      const where = `<${element.localName} ${name}="${value}">`;
      if (
        /^on/i.test(name) ||
        ['style', 'class', 'id', 'srcset', 'action', 'formaction'].includes(name)
      ) {
        found.push(where);
      }
      if (name === 'href' || name === 'src') {
        const url = value.trim();
        const scheme = /^([^/?#]*?):/.exec(url);
        if (scheme ? !SAFE_SCHEME.test(url) : /^[\\/]{2}/.test(url)) found.push(where);
        if (name === 'src' && !/^https?:/i.test(url)) found.push(where);
      }
    }
    if (element.getAttribute('target') && element.getAttribute('rel') !== 'noopener noreferrer') {
      found.push(`<${element.localName} target> without rel="noopener noreferrer"`);
    }
  }
  return found;
};

// Pagefind makes one index per <html lang>, as it does for the site.
exports.onRenderBody = ({ pathname, setHtmlAttributes }) => {
  const match = /^\/(es|pt)\//.exec(pathname);
  setHtmlAttributes({ lang: match ? match[1] : 'en' });
};

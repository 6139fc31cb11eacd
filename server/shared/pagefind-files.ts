/**
 * Pagefind's index chunks and WebAssembly (under `pagefind/`): gzip files Pagefind unpacks itself
 * in the browser. Their bytes are compressed, so no text can be read in them as they are.
 */
const PAGEFIND_GZIP_DATA = /\.(?:pf_meta|pf_index|pf_fragment|pf_filter|pagefind)$/;

export const isPagefindGzipData = (file: string): boolean => PAGEFIND_GZIP_DATA.test(file);

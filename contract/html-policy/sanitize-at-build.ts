// Build time (Node): sanitize-html configured from the policy. Not for the browser bundle.
import sanitizeHtml, { type IOptions } from 'sanitize-html';
import { API_HTML_POLICY, LEGAL_HTML_POLICY, type HtmlPolicy } from './policy';
import { attributesAfterCleaning, cleanElement, isRemoved } from './element-rules';

export const sanitizeHtmlOptions = (policy: HtmlPolicy): IOptions => {
  const tags = Object.keys(policy.tags);
  return {
    allowedTags: tags,
    allowedAttributes: Object.fromEntries(
      tags.map((tag) => [tag, attributesAfterCleaning(policy, tag)]),
    ),
    // The element rules decide URLs; sanitize-html's own scheme check stays as a second lock.
    allowedSchemes: [...new Set([...policy.linkSchemes, ...policy.imageSchemes])],
    allowedSchemesByTag: { img: [...policy.imageSchemes] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: [...policy.droppedWithContent],
    transformTags: {
      '*': (name, attribs) => {
        const { tag, attributes } = cleanElement(policy, name, attribs);
        return { tagName: tag, attribs: attributes };
      },
    },
    // frame.tag is the name before renaming; frame.attribs are already cleaned.
    exclusiveFilter: (frame) =>
      isRemoved({ tag: policy.renamedTags[frame.tag] ?? frame.tag, attributes: frame.attribs }),
  };
};

const API_OPTIONS = sanitizeHtmlOptions(API_HTML_POLICY);
const LEGAL_OPTIONS = sanitizeHtmlOptions(LEGAL_HTML_POLICY);

/** HTML from the provider API (article stories, action emails), cleaned at build time. */
export const sanitizeApiHtml = (html: string): string => sanitizeHtml(html, API_OPTIONS);

/** The legal pages' HTML (content/legal), cleaned at build time. */
export const sanitizeLegalHtml = (html: string): string => sanitizeHtml(html, LEGAL_OPTIONS).trim();

import type { HtmlPolicy } from './policy';
import { isAllowedImage, isAllowedLink, isExternalLink } from './url-rules';

export interface CleanElement {
  tag: string;
  attributes: Record<string, string>;
}

/**
 * What one element becomes under the policy: its tag renamed, its attributes reduced to the
 * allowed ones with allowed URLs, and the attributes the site adds (safe external links,
 * lazy images). Both sanitisers call this, so their results cannot drift apart.
 */
export const cleanElement = (
  policy: HtmlPolicy,
  name: string,
  attributes: Readonly<Record<string, string>>,
): CleanElement => {
  const tag = policy.renamedTags[name] ?? name;
  const allowed = policy.tags[tag] ?? [];
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(attributes)) {
    const attribute = key.toLowerCase();
    if (!allowed.includes(attribute)) continue;
    if (attribute === 'href' && !isAllowedLink(policy, value)) continue;
    if (attribute === 'src' && !isAllowedImage(policy, value)) continue;
    kept[attribute] = value;
  }
  if (tag === 'a' && policy.externalLinks && kept.href && isExternalLink(kept.href)) {
    Object.assign(kept, policy.externalLinks);
  }
  if (tag === 'img') kept.loading = 'lazy';
  return { tag, attributes: kept };
};

/** An image whose source was refused would show as a broken icon: it goes altogether. */
export const isRemoved = ({ tag, attributes }: CleanElement): boolean =>
  tag === 'img' && !attributes.src;

/** The attributes an element may carry once cleaned, the added ones included. */
export const attributesAfterCleaning = (policy: HtmlPolicy, tag: string): string[] => [
  ...(policy.tags[tag] ?? []),
  ...(tag === 'a' && policy.externalLinks ? Object.keys(policy.externalLinks) : []),
  ...(tag === 'img' ? ['loading'] : []),
];

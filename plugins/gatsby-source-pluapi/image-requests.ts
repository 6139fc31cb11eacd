import { endpointLabel, pathOf } from '../../contract';
import { IMAGE_WIDTHS } from './constants';
import type { SourcedPartner } from './repair-optional';
import type { ImageRequest } from './remote-images';
import type { SourcedArticle } from './types';

/** The images the pages show: each article's social image and each partner's logo. */
export function imageRequestsOf(
  articles: readonly SourcedArticle[],
  partners: readonly SourcedPartner[],
  year: number,
): ImageRequest[] {
  const requests: ImageRequest[] = [];
  for (const { uuid, socialImage } of articles) {
    if (socialImage) {
      const endpoint = endpointLabel(pathOf('article', { uuid }));
      requests.push({
        url: socialImage,
        endpoint,
        uuid,
        field: 'socialImage',
        widths: IMAGE_WIDTHS.socialImage,
      });
    }
  }
  for (const { name, logo } of partners) {
    // A partner without a logo shows by its name.
    if (!logo) continue;
    const endpoint = endpointLabel(`${pathOf('partners')}?year=${year}`);
    requests.push({ url: logo, endpoint, uuid: name, field: 'logo', widths: IMAGE_WIDTHS.logo });
  }
  return requests;
}

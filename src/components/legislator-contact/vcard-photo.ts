import type { VcardPerson } from './vcard';

const EMBEDDABLE: Record<string, 'JPEG' | 'PNG' | 'GIF'> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/gif': 'GIF',
};
const MAX_BYTES = 256 * 1024;

const base64Of = (bytes: Uint8Array): string => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
};

/**
 * The portrait for the vCard: phones show an embedded JPEG, PNG or GIF; other images (an SVG,
 * one the API's host will not share, a slow one) go in as their address, which desktop address
 * books fetch. No image, or not an http(s) one: no photo.
 */
export const photoFor = async (image: string | undefined): Promise<VcardPerson['photo']> => {
  if (!image || !/^https?:\/\//i.test(image)) return undefined;
  let uri: string;
  try {
    uri = new URL(image).href; // the parser drops line breaks: no line can be slipped into the card
  } catch {
    return undefined;
  }
  try {
    const response = await fetch(uri, { signal: AbortSignal.timeout(4000) });
    const type = EMBEDDABLE[(response.headers.get('content-type') ?? '').split(';')[0]!.trim()];
    if (response.ok && type) {
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (bytes.length > 0 && bytes.length <= MAX_BYTES) return { type, base64: base64Of(bytes) };
    }
  } catch {
    // Not shared with this site, or too slow: the address will do.
  }
  return { uri };
};

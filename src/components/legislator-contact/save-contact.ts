import { vcardFileName, vcardOf, type VcardPerson } from './vcard';
import { photoFor } from './vcard-photo';

/** Builds the legislator's vCard and hands it to the browser as a `.vcf` download. */
export const saveContact = async (
  person: Omit<VcardPerson, 'photo'>,
  image: string | undefined,
): Promise<void> => {
  const card = vcardOf({ ...person, photo: await photoFor(image) });
  const url = URL.createObjectURL(new Blob([card], { type: 'text/vcard;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = vcardFileName(person.name);
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
};

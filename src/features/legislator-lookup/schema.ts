import { object, string, type InferType } from 'yup';

/** Search is disabled unless both address and city are filled in. */
export const legislatorSearchSchema = object({
  address: string().trim().required(),
  city: string().trim().required(),
});

export type LegislatorSearchValues = InferType<typeof legislatorSearchSchema>;

import { z } from 'zod';
import { optionalText, recordId, requiredText, storableText } from './common.ts';
import { brandColourPattern, companyProfileMessages } from './company-profile-messages.ts';
import { fileRef } from './files.ts';
import { versionField } from './history.ts';

/**
 * GET company-profile: the consultancy's own name, address, website, logo, brand colour and
 * disclaimer, shown on the Word reports. Every field is null until an admin saves the profile.
 */
export const companyProfile = z.object({
  name: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  logo: fileRef.nullable(),
  /** '#RRGGBB'. */
  brandColour: z.string().nullable(),
  disclaimer: z.string().nullable(),
  /** When an admin last saved it; null before. */
  modifiedOn: z.string().nullable(),
  /** 1 before the first save, which raises it as every later change does. */
  version: z.number(),
});
export type CompanyProfile = z.infer<typeof companyProfile>;

/** PUT company-profile (admins): the whole profile; `logo: null` clears the logo. */
export const companyProfileRequest = z.object({
  name: requiredText(200),
  address: optionalText(500),
  website: optionalText(300),
  logo: z
    .object({ id: recordId })
    .nullish()
    .transform((ref) => ref ?? null),
  brandColour: storableText()
    .trim()
    .nullish()
    .transform((v) => (v ? v.toUpperCase() : null))
    .refine((v) => v === null || brandColourPattern.test(v), companyProfileMessages.brandColour),
  disclaimer: optionalText(4000),
  version: versionField,
});
export type CompanyProfileRequest = z.input<typeof companyProfileRequest>;

import { z } from 'zod';
import { optionalText, recordId, requiredText, storableText } from './common.ts';
import { brandColourPattern, companyProfileMessages, defaultTimeZone } from './company-profile-messages.ts';
import { fileRef } from './files.ts';
import { versionField } from './history.ts';
import { timeZoneName } from './time-zones.ts';

/**
 * GET company-profile: the consultancy's own name, address, website, logo, brand colour and
 * disclaimer, shown on the Word reports, and the time zone every date is read in. Every field but
 * the time zone ('UTC') is null until an admin saves the profile.
 */
export const companyProfile = z.object({
  name: z.string().nullable(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  logo: fileRef.nullable(),
  /** '#RRGGBB'. */
  brandColour: z.string().nullable(),
  disclaimer: z.string().nullable(),
  /** An IANA name ('Europe/Oslo'): dates and times on screen, in documents and in exports read in it. */
  timeZone: z.string(),
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
  /**
   * An IANA time zone, as the runtime spells it; null or '' mean UTC. Absent keeps the saved zone: a
   * client that does not know the field loses nothing.
   */
  timeZone: storableText()
    .trim()
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || defaultTimeZone))
    .refine((v) => v === undefined || timeZoneName(v) !== null, companyProfileMessages.timeZone)
    .transform((v) => (v === undefined ? undefined : (timeZoneName(v) ?? v))),
  version: versionField,
});
export type CompanyProfileRequest = z.input<typeof companyProfileRequest>;

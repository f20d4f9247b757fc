import { z } from 'zod';
import { fileRef } from './files.ts';
import { calculatedResultsResponse } from './report-results.ts';

/**
 * POST and GET reports/{id}/share: a Completed report's link to the client area and its PIN, while it
 * is shared. The link opens `/client/report/{urlHash}`; the PIN is six digits.
 */
export const reportShare = z.object({
  /** The report's page in the client area: the server's public address and `/client/report/{urlHash}`. */
  url: z.string(),
  urlHash: z.string(),
  pinCode: z.string(),
  sharedOn: z.string(),
  /** Who shared it; null once that user no longer exists. */
  sharedBy: z.object({ id: z.number(), fullName: z.string() }).nullable(),
  /** When the ship owner last opened it with the PIN; null until then. */
  openedOn: z.string().nullable(),
});
export type ReportShare = z.infer<typeof reportShare>;

/** An included technology as the ship owner reads it: no notes, no values the report does not show. */
const clientReportTechnology = z.object({
  id: z.number(),
  name: z.string(),
  savingsCategory: z.string(),
  /** The report's savings, % of the consumption it acts on; a technology with fixed savings has its MT instead. */
  calcSavings: z.number().nullable(),
  /** MT per year, the sum of its fixed savings; null when it saves a %. */
  fixedSavingsInMt: z.number().nullable(),
  /** MT per year, as the results count it (stacking included); null without results. */
  fuelSavingsInMt: z.number().nullable(),
  /** USD: equipment and installation. */
  totalInvestment: z.number().nullable(),
  /** Years; null when it never pays back or without results. */
  pbtInYears: z.number().nullable(),
  /** The maker chosen for it; null when none is. */
  maker: z.string().nullable(),
});
export type ClientReportTechnology = z.infer<typeof clientReportTechnology>;

/**
 * GET client/report: the shared report as its ship owner may see it. The company's name, logo, colour and
 * time zone, the report's name, type and date (when it was completed), the vessel, the provider's contact
 * (name and e-mail only), the included technologies and the results (the staff page's calculated results:
 * the summary's figures, the finances, the CII, EU ETS and FuelEU outlooks and the savings range).
 */
export const clientReport = z.object({
  company: z.object({
    name: z.string().nullable(),
    logo: fileRef.nullable(),
    /** '#RRGGBB'; null when the profile has none. */
    brandColour: z.string().nullable(),
    website: z.string().nullable(),
    /** The zone the report's dates read in. */
    timeZone: z.string(),
  }),
  name: z.string(),
  type: z.number(),
  /** When the report was completed. */
  date: z.string(),
  vessel: z.object({ name: z.string(), vesselType: z.string() }),
  contact: z.object({ fullName: z.string(), email: z.string() }).nullable(),
  technologies: z.array(clientReportTechnology),
  results: calculatedResultsResponse,
});
export type ClientReport = z.infer<typeof clientReport>;

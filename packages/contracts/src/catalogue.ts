import { z } from 'zod';
import { optionalText, requiredText } from './common.ts';
import { versionField } from './history.ts';

/** Seeded lookup lists (savings categories, implementation stages, regulatory impact types). */
export const lookupItem = z.object({ id: z.number(), name: z.string() });
export type LookupItem = z.infer<typeof lookupItem>;

/** Suppliers and makers share one shape (spec part 2 §3). */
export const company = z.object({
  id: z.number(),
  name: z.string(),
  country: z.string().nullable(),
  description: z.string().nullable(),
  version: z.number(),
});
export type Supplier = z.infer<typeof company>;
export type Maker = z.infer<typeof company>;

export const companyRequest = z.object({
  name: requiredText(200),
  country: optionalText(100),
  description: optionalText(4000),
});
export type CompanyRequest = z.input<typeof companyRequest>;
export const companyUpdateRequest = companyRequest.extend({ version: versionField });
export type CompanyUpdateRequest = z.input<typeof companyUpdateRequest>;

export const reportType = z.union([z.literal(0), z.literal(1)], { error: '*' });

import { z } from 'zod';
import { optionalText, recordId, requiredText } from './common.ts';
import { versionField } from './history.ts';
import { vesselCard } from './vessels.ts';

export const customerListItem = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string().nullable(),
  projectCount: z.number(),
});
export type CustomerListItem = z.infer<typeof customerListItem>;

export const customer = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string().nullable(),
  note: z.string().nullable(),
  createdOn: z.string(),
  modifiedOn: z.string(),
  /** Sent back with a save of the client (`customerUpdateRequest`), so a colleague's change is never overwritten unseen. */
  version: z.number(),
});
export type Customer = z.infer<typeof customer>;

export const customerRequest = z.object({
  name: requiredText(200),
  address: optionalText(1000),
  note: optionalText(4000),
});
export type CustomerRequest = z.input<typeof customerRequest>;
export const customerUpdateRequest = customerRequest.extend({ version: versionField });

/** A project as its customer's page lists it: with its vessels. */
export const customerProject = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  vessels: z.array(vesselCard),
});
export type CustomerProject = z.infer<typeof customerProject>;

export const contact = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  customer: z.object({ id: z.number() }),
  /** Sent back with a save of the contact. */
  version: z.number(),
});
export type Contact = z.infer<typeof contact>;

export const contactRequest = z.object({
  name: requiredText(200),
  title: optionalText(200),
  email: optionalText(254).pipe(z.email('Must be a valid e-mail address').nullable()),
  phone: optionalText(50),
  customer: z.object({ id: recordId }, { error: '*' }),
});
export const contactUpdateRequest = contactRequest.omit({ customer: true }).extend({ version: versionField });
export type ContactRequest = z.input<typeof contactRequest>;

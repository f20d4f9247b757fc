import { z } from 'zod';
import { optionalText, requiredText } from './common.ts';
import { versionField } from './history.ts';

export const department = z.object({
  id: z.number(),
  name: z.string(),
  street: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  web: z.string().nullable(),
  userCount: z.number(),
  version: z.number(),
});
export type Department = z.infer<typeof department>;

export const departmentRequest = z.object({
  name: requiredText(200),
  street: optionalText(200),
  zip: optionalText(20),
  city: optionalText(100),
  country: optionalText(100),
  web: optionalText(300),
});
export type DepartmentRequest = z.input<typeof departmentRequest>;
export const departmentUpdateRequest = departmentRequest.extend({ version: versionField });
export type DepartmentUpdateRequest = z.input<typeof departmentUpdateRequest>;

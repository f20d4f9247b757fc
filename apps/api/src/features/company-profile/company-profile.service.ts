import type { CompanyProfile, CompanyProfileRequest } from '@backoffice/contracts';
import type { FeatureDeps } from '../feature-deps.ts';
import { findCompanyProfile, lockCompanyProfile, saveCompanyProfileRow } from './company-profile.queries.ts';

type Fields = { [K in keyof CompanyProfileRequest]-?: Exclude<CompanyProfileRequest[K], undefined> };

/** The profile as the API answers it: every field null before the first save. */
export async function getCompanyProfile(deps: Pick<FeatureDeps, 'db' | 'files'>): Promise<CompanyProfile> {
  const row = await findCompanyProfile(deps.db);
  return {
    name: row?.name ?? null,
    address: row?.address ?? null,
    website: row?.website ?? null,
    logo: await deps.files.fileRef(deps.db, row?.logoFileId ?? null),
    brandColour: row?.brandColour ?? null,
    disclaimer: row?.disclaimer ?? null,
    modifiedOn: row ? row.modifiedOn.toISOString() : null,
  };
}

/** Saves the whole profile; a new logo must be an uploaded logo file (png, jpg or svg). */
export async function saveCompanyProfile(deps: Pick<FeatureDeps, 'db' | 'files'>, input: Fields) {
  await deps.db.transaction(async (tx) => {
    const current = await lockCompanyProfile(tx);
    const logoFileId = input.logo?.id ?? null;
    if (logoFileId !== null && logoFileId !== current?.logoFileId) {
      await deps.files.requireAttachable(tx, logoFileId, 'logo', 'logo');
    }
    await saveCompanyProfileRow(tx, {
      name: input.name,
      address: input.address,
      website: input.website,
      logoFileId,
      brandColour: input.brandColour,
      disclaimer: input.disclaimer,
    });
  });
  return getCompanyProfile(deps);
}

/** What a Word report shows of the profile: the texts, and the logo's bytes (null when none can be read). */
export async function companyProfileForDocument(deps: Pick<FeatureDeps, 'db' | 'files'>) {
  const row = await findCompanyProfile(deps.db);
  const logoFileId = row?.logoFileId ?? null;
  const logo =
    logoFileId === null ? null : ((await deps.files.readContents(deps.db, [logoFileId])).get(logoFileId) ?? null);
  return {
    name: row?.name ?? null,
    address: row?.address ?? null,
    website: row?.website ?? null,
    brandColour: row?.brandColour ?? null,
    disclaimer: row?.disclaimer ?? null,
    logo,
  };
}
export type CompanyProfileForDocument = Awaited<ReturnType<typeof companyProfileForDocument>>;

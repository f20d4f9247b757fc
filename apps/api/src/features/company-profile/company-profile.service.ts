import { type CompanyProfile, type CompanyProfileRequest, defaultTimeZone } from '@backoffice/contracts';
import type { Db } from '../../db/client.ts';
import { holdsValues } from '../../lib/unchanged.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { type Actor, checkVersion, labelledChanges, recordChanges } from '../history/index.ts';
import { findCompanyProfile, lockCompanyProfile, saveCompanyProfileRow } from './company-profile.queries.ts';

type Fields = {
  [K in Exclude<keyof CompanyProfileRequest, 'version' | 'timeZone'>]-?: Exclude<CompanyProfileRequest[K], undefined>;
} & {
  /** Absent keeps the saved zone. */
  timeZone?: string;
  version?: number;
};
type Deps = Pick<FeatureDeps, 'db' | 'files'>;
type ProfileRow = NonNullable<Awaited<ReturnType<typeof findCompanyProfile>>>;
type ProfileValues = Omit<ProfileRow, 'id' | 'version' | 'createdOn' | 'modifiedOn'>;

const ref = { recordType: 'companyProfile', recordId: 1 } as const;
/** Before the first save there is no row: its version reads as 1, and that save raises it. */
const versionBeforeFirstSave = 1;

/** The profile as the API answers it: every field null before the first save, the time zone UTC. */
export async function getCompanyProfile(deps: Deps): Promise<CompanyProfile> {
  const row = await findCompanyProfile(deps.db);
  return {
    name: row?.name ?? null,
    address: row?.address ?? null,
    website: row?.website ?? null,
    logo: await deps.files.fileRef(deps.db, row?.logoFileId ?? null),
    brandColour: row?.brandColour ?? null,
    disclaimer: row?.disclaimer ?? null,
    timeZone: row?.timeZone ?? defaultTimeZone,
    modifiedOn: row ? row.modifiedOn.toISOString() : null,
    version: row?.version ?? versionBeforeFirstSave,
  };
}

/** The profile as its History shows it: the form's labels, the logo by file name (read only when it changed). */
async function changesOf(deps: Deps, tx: Db, before: ProfileValues | null, after: ProfileValues) {
  const logoIds = [before?.logoFileId ?? null, after.logoFileId];
  const logos = logoIds[0] === logoIds[1] ? new Map() : await deps.files.fileRefs(tx, logoIds);
  const words = (row: ProfileValues) => ({
    'Company name': row.name,
    Website: row.website,
    Address: row.address,
    'Brand colour': row.brandColour,
    Logo: row.logoFileId === null ? null : (logos.get(row.logoFileId)?.name ?? null),
    Disclaimer: row.disclaimer,
    'Time zone': row.timeZone,
  });
  return labelledChanges(before ? words(before) : {}, words(after));
}

/**
 * Saves the whole profile; a new logo must be an uploaded logo file (png, jpg or svg). A save of an
 * older version is refused (409); one that changes nothing writes nothing.
 */
export async function saveCompanyProfile(deps: Deps, actor: Actor, input: Fields) {
  await deps.db.transaction(async (tx) => {
    const values: ProfileValues = {
      name: input.name,
      address: input.address,
      website: input.website,
      logoFileId: input.logo?.id ?? null,
      brandColour: input.brandColour,
      disclaimer: input.disclaimer,
      timeZone: defaultTimeZone,
    };
    // Runs again only after another first save inserted the row meanwhile: then it is there and locked.
    for (;;) {
      const stored = await lockCompanyProfile(tx);
      const version = stored?.version ?? versionBeforeFirstSave;
      values.timeZone = input.timeZone ?? stored?.timeZone ?? defaultTimeZone;
      await checkVersion(tx, ref, version, input.version);
      if (stored && holdsValues(stored, values)) return;
      if (values.logoFileId !== null && values.logoFileId !== stored?.logoFileId) {
        await deps.files.requireAttachable(tx, values.logoFileId, 'logo', 'logo');
      }
      if (!(await saveCompanyProfileRow(tx, values, version + 1))) continue;
      const changes = await changesOf(deps, tx, stored, values);
      await recordChanges(tx, actor, [{ action: stored ? 'updated' : 'created', ...ref, changes }]);
      return;
    }
  });
  return getCompanyProfile(deps);
}

/**
 * What a Word report shows of the profile: the texts, the logo's bytes (null when none can be read)
 * and the time zone its dates are written in.
 */
export async function companyProfileForDocument(deps: Deps) {
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
    timeZone: row?.timeZone ?? defaultTimeZone,
    logo,
  };
}
export type CompanyProfileForDocument = Awaited<ReturnType<typeof companyProfileForDocument>>;

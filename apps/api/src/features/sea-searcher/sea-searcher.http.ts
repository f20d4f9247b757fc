/**
 * HTTP client of the Sea Searcher vessel database (config SEASEARCHER_URL, SEASEARCHER_API_KEY,
 * SEASEARCHER_TIMEOUT_MS).
 *
 * The call we make and the answer we expect:
 *
 *   GET ${SEASEARCHER_URL}/vessels/${imo}
 *   x-api-key: ${SEASEARCHER_API_KEY}      (left out when no key is configured)
 *   accept: application/json
 *
 *   200 application/json
 *   { "imo": "9321483", "name": "Nordic Star", "flag": "Denmark", "buildYear": 2012,
 *     "grossTonnage": 29_000, "deadweight": 51_200, "mainEngineMaker": "MAN B&W", … }
 *
 *   404 → no vessel with that IMO number. Any other status, a body that is not JSON, or JSON that
 *   does not fit `seaSearcherVessel` is a bad answer; no answer within the timeout is a timeout.
 *
 * Every field but `imo` is optional and may be null; values are strings or numbers. Unknown fields
 * are ignored. The field names are the questionnaire kinds (contracts questionnaireKindGroups,
 * general and machinery) except `imo` (imoNumber), `name` (vesselName) and `shipType` (vesselType).
 */
import type { questionnaireKindGroups } from '@backoffice/contracts';
import { z } from 'zod';

/** A value as Sea Searcher sends it: text or a number; null or absent when it does not know it. */
const value = z.union([z.string().max(10_000), z.number()]).nullish();

/** The kinds an import may fill: general vessel data and machinery. */
export type SeaSearcherKind = (typeof questionnaireKindGroups)['general' | 'machinery'][number];

/** Answer fields → the questionnaire kind whose items they fill. */
const seaSearcherFields = {
  imo: 'imoNumber',
  name: 'vesselName',
  owner: 'owner',
  technicalManager: 'technicalManager',
  commercialManager: 'commercialManager',
  shipType: 'vesselType',
  buildYear: 'buildYear',
  shipyard: 'shipyard',
  flag: 'flag',
  classSociety: 'classSociety',
  grossTonnage: 'grossTonnage',
  deadweight: 'deadweight',
  lengthOverall: 'lengthOverall',
  beam: 'beam',
  designDraught: 'designDraught',
  designSpeed: 'designSpeed',
  mainEngineMaker: 'mainEngineMaker',
  mainEngineModel: 'mainEngineModel',
  mainEngineMcrPower: 'mainEngineMcrPower',
  auxiliaryEnginesNumber: 'auxiliaryEnginesNumber',
  auxiliaryEngineMaker: 'auxiliaryEngineMaker',
  auxiliaryEnginePower: 'auxiliaryEnginePower',
  boilerMaker: 'boilerMaker',
  boilerCapacity: 'boilerCapacity',
  propellerType: 'propellerType',
  ballastWaterTreatmentSystem: 'ballastWaterTreatmentSystem',
  scrubber: 'scrubber',
} as const satisfies Record<string, SeaSearcherKind>;
type SeaSearcherField = keyof typeof seaSearcherFields;

const seaSearcherVessel = z.object({
  ...(Object.fromEntries(Object.keys(seaSearcherFields).map((key) => [key, value])) as Record<
    SeaSearcherField,
    typeof value
  >),
  imo: z.union([z.string().min(1).max(20), z.number().int()]),
});
export type SeaSearcherVessel = z.infer<typeof seaSearcherVessel>;

export type SeaSearcherFailure = 'notConfigured' | 'unknownVessel' | 'timeout' | 'badAnswer';

export class SeaSearcherError extends Error {
  constructor(
    readonly failure: SeaSearcherFailure,
    detail?: string,
  ) {
    super(detail ? `Sea Searcher: ${failure} (${detail})` : `Sea Searcher: ${failure}`);
  }
}

export interface SeaSearcherConfig {
  url: string | undefined;
  apiKey: string | undefined;
  timeoutMs: number;
}

const isTimeout = (err: unknown) => err instanceof Error && err.name === 'TimeoutError';

/** The vessel Sea Searcher knows by this IMO number; throws SeaSearcherError otherwise. */
export async function fetchSeaSearcherVessel(config: SeaSearcherConfig, imo: string): Promise<SeaSearcherVessel> {
  if (!config.url) throw new SeaSearcherError('notConfigured');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (config.apiKey) headers['x-api-key'] = config.apiKey;
  try {
    const res = await fetch(`${config.url}/vessels/${encodeURIComponent(imo)}`, {
      headers,
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (res.status === 404) {
      await res.body?.cancel();
      throw new SeaSearcherError('unknownVessel');
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new SeaSearcherError('badAnswer', `status ${res.status}`);
    }
    const parsed = seaSearcherVessel.safeParse(JSON.parse(await res.text()));
    if (!parsed.success) throw new SeaSearcherError('badAnswer', 'unexpected JSON');
    return parsed.data;
  } catch (err) {
    if (err instanceof SeaSearcherError) throw err;
    if (isTimeout(err)) throw new SeaSearcherError('timeout');
    throw new SeaSearcherError('badAnswer', err instanceof Error ? err.message : String(err));
  }
}

/** The answer's values by questionnaire kind: numbers as text, empty and missing values left out. */
export function valuesByKind(vessel: SeaSearcherVessel): Map<SeaSearcherKind, string> {
  const values = new Map<SeaSearcherKind, string>();
  for (const [field, kind] of Object.entries(seaSearcherFields) as [SeaSearcherField, SeaSearcherKind][]) {
    const raw = vessel[field];
    const text = typeof raw === 'number' ? String(raw) : raw?.trim();
    if (text) values.set(kind, text);
  }
  return values;
}

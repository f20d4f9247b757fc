// The contracts' zod schemas (and zod, 26 kB gzipped) are not part of any page's first load: a form
// names its schema with `contractSchema`, which loads them all in one chunk when the first form
// shows (`validateWith`) and hands them over once loaded. Until then validation waits for them.
// Import from '@backoffice/contracts' only types, messages, limits and other plain values; a value
// from a module that builds schemas brings zod with it (`npm run size` would tell).

import './zod-without-eval.ts';

type Contracts = typeof import('@backoffice/contracts');

let contracts: Contracts | undefined;
let loading: Promise<Contracts> | undefined;

/** Loads the contracts' schemas once; a failed load is tried again by the next call. */
function loadContracts(): Promise<Contracts> {
  loading ??= import('./contracts-chunk.ts').then(
    (module) => {
      contracts = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** A schema that loads after the page shows: what validation needs of it. */
export interface LazySchema<Schema> {
  /** The schema, once it has loaded. */
  readonly loaded: Schema | undefined;
  load(): Promise<Schema>;
}

/** A contracts schema that loads after the page shows. */
export interface ContractSchema<Schema> extends LazySchema<Schema> {
  /**
   * The schema where it has loaded: in `whenLoaded`, and in a form's submit handler, which runs
   * after `validateWith` (with any contract schema) has passed.
   */
  readonly schema: Schema;
  /** The schema's `parse`, where it has loaded (see `schema`). */
  parse(input: unknown): Schema extends { parse(input: unknown): infer Output } ? Output : never;
}

/** Names a schema of the contracts (or one built from them, e.g. `.omit(…)`), picked once they have loaded. */
export function contractSchema<Schema>(pick: (contracts: Contracts) => Schema): ContractSchema<Schema> {
  let schema: Schema | undefined;
  const loaded = () => {
    if (schema === undefined && contracts) schema = pick(contracts);
    return schema;
  };
  const current = () => {
    const picked = loaded();
    if (picked === undefined) throw new Error('The contracts’ schemas have not loaded yet: validate first');
    return picked;
  };
  return {
    get loaded() {
      return loaded();
    },
    get schema() {
      return current();
    },
    load: () => loadContracts().then(current),
    parse: (input) => (current() as { parse(input: unknown): never }).parse(input),
  };
}

export function isLazySchema<Schema>(value: LazySchema<Schema> | Schema): value is LazySchema<Schema> {
  return typeof value === 'object' && value !== null && 'load' in value && !('~standard' in value);
}

/**
 * `compute()` at once when the given schemas have loaded (a form validates synchronously, as it
 * does once they are there), else a promise of it after they have loaded.
 */
export function whenLoaded<Result>(schemas: LazySchema<unknown>[], compute: () => Result): Result | Promise<Result> {
  if (schemas.every((schema) => schema.loaded !== undefined)) return compute();
  return Promise.all(schemas.map((schema) => schema.load())).then(compute);
}

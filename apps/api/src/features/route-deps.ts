import type { Db } from '../db/client.ts';
import { type Binder, binder } from '../lib/bind-first.ts';
import type { FeatureDeps } from './feature-deps.ts';

/**
 * What a feature's routes are given by app.ts: the shared parts of FeatureDeps without the database,
 * and their services with it given. A route calls `deps.withDb(service).getVessel(id)`; it never holds
 * the database (`.dependency-cruiser.cjs`: a route imports neither db/ nor feature-deps.ts).
 */
export interface RouteDeps extends Omit<FeatureDeps, 'db'> {
  /** The module's functions that take the database first, with it given. */
  withDb: Binder<Db>;
  /** The module's functions that take FeatureDeps (or a part of it) first, with them given. */
  withDeps: Binder<FeatureDeps>;
}

export function routeDeps(deps: FeatureDeps): RouteDeps {
  const { db, ...shared } = deps;
  return { ...shared, withDb: binder(db), withDeps: binder(deps) };
}

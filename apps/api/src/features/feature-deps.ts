import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Jobs } from '../jobs/index.ts';
import type { FileAccess } from './file-access.types.ts';

/** What services are given (by app.ts, through the routes' RouteDeps): the database and the app's shared parts. */
export interface FeatureDeps {
  db: Db;
  files: FileAccess;
  /** Background jobs: register handlers at registration time, enqueue from services. */
  jobs: Jobs;
  seaSearcher: Config['seaSearcher'];
  libreOffice: Config['libreOffice'];
  /** The address people open the app at (links handed to ship owners). */
  publicUrl: Config['publicUrl'];
}

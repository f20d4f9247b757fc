import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files, jobs } from '../../db/schema/index.ts';

/**
 * The jobs of one name with the file their result names (`{ fileId }`), newest first: modified, else
 * created, then enqueue order. One query, whatever the number of exports.
 */
export function listJobsWithFile(db: Db, jobName: string) {
  return db
    .select({
      id: jobs.id,
      status: jobs.status,
      error: jobs.error,
      createdOn: jobs.createdOn,
      modifiedOn: jobs.modifiedOn,
      file: {
        id: files.id,
        name: files.name,
        mimeType: files.mimeType,
        storageKey: files.storageKey,
        uploadedOn: files.uploadedOn,
      },
    })
    .from(jobs)
    .leftJoin(files, eq(files.id, sql`(${jobs.result}->>'fileId')::int`))
    .where(eq(jobs.name, jobName))
    .orderBy(desc(sql`coalesce(${jobs.modifiedOn}, ${jobs.createdOn})`), desc(jobs.createdOn), desc(jobs.seq));
}

export type JobWithFileRow = Awaited<ReturnType<typeof listJobsWithFile>>[number];

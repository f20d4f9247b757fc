import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Storage } from './storage.ts';

export async function createStorage(_config: Config, _app: FastifyInstance): Promise<Storage> {
  const missing = async (): Promise<never> => {
    throw new Error('file storage is not available yet');
  };
  return {
    driver: 'local',
    uploadUrl: missing,
    downloadUrl: missing,
    size: missing,
    readStart: missing,
    read: missing,
    write: missing,
    copy: missing,
    delete: missing,
  };
}

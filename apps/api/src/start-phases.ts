import type { FastifyBaseLogger } from 'fastify';

/**
 * Where a start goes, in ms: the first phase, loading the modules, counts from the process's start;
 * each other from the end of the one before. Logged at debug level (`LOG_LEVEL=debug`) once the app
 * has its log, which is why it is measured apart from it.
 */
export function measureStart() {
  const phases: Record<string, number> = { 'loading modules': Math.round(performance.now()) };
  let last = performance.now();
  return {
    phase(name: string) {
      const now = performance.now();
      phases[name] = Math.round(now - last);
      last = now;
    },
    log(log: FastifyBaseLogger) {
      log.debug({ phases, totalMs: Math.round(performance.now()) }, 'start phases (ms)');
    },
  };
}

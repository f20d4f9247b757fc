import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Routes get RouteDeps (features/route-deps.ts): their services bound to the database, never the
// database. The TypeScript checker runs here over a route that reaches for it.

const api = path.resolve(import.meta.dirname, '..');
const routeFile = path.join(api, 'src/features/planted/planted.routes.ts');
const route = `
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as customersService from '../customers/customers.service.ts';
import type { RouteDeps } from '../route-deps.ts';

export const plantedRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const customers = deps.withDb(customersService);
  app.get('/planted', async () => {
    await deps.db.execute('select 1');
    return customers.getCustomer(1);
  });
};
`;

function diagnosticsOf(source: string) {
  const { config } = ts.readConfigFile(path.join(api, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, api);
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile } = host;
  host.fileExists = (file) => path.resolve(file) === routeFile || fileExists(file);
  host.readFile = (file) => (path.resolve(file) === routeFile ? source : readFile(file));
  const program = ts.createProgram([routeFile], options, host);
  return program
    .getSemanticDiagnostics(program.getSourceFile(routeFile))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe.skipIf(process.env.TEST_DB_DRIVER === 'postgres')('route deps', () => {
  it('refuses a route that reaches for the database, and nothing else of it', () => {
    expect(diagnosticsOf(route)).toEqual(["Property 'db' does not exist on type 'RouteDeps'."]);
  });
});

export * from './customers.ts';
export * from './departments.ts';
export * from './files.ts';
export * from './projects.ts';
export * from './reference-data.ts';
export * from './settings.ts';
export * from './users.ts';
export * from './vessels.ts';

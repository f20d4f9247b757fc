export * from './departments.ts';
export * from './settings.ts';
export * from './users.ts';

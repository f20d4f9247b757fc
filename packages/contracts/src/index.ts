export * from './auth.ts';
export * from './common.ts';
export * from './departments.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './roles.ts';
export * from './users.ts';

// What other features use of users: the staff list (the Activity page's filter).
export { useUsers } from './users-api.ts';

// What other features use of departments: the list a user's department is picked from.
export { useDepartments } from './departments-api.ts';

// Kept apart from the schemas: the web app's entry reads it, and a module with schemas would bring zod along.
/** Header of a paged answer: how many rows the whole list has. */
export const totalCountHeader = 'x-total-count';

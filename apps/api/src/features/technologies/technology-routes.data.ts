/** Said of every technology read: who may read it. */
export const readable = 'Readable by every signed-in staff member: reports and vessel screens pick from it.';

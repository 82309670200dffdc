// Apart from the lock schemas (./lock.ts): the browser's editing code needs the constant alone,
// and importing it from the schemas' module would bring zod and the schemas onto every course page.

/** The CoursePartId of a lock of the whole course, in the lock calls and pushes alike. */
export const WHOLE_COURSE = 0;

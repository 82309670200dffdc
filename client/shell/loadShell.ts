// The one door to the shell's after-first-paint parts (lazyShell.ts). A module of its own: a
// static import of lazyShell.ts would pull those parts into the first bundle.
export type LazyShell = typeof import('./lazyShell');

/** Every caller gets the same module and so the same request. */
export const loadShell = (): Promise<LazyShell> => import('./lazyShell');

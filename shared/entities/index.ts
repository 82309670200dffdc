// The entities that cross the wire, one schema each: call replies and event payloads reuse them.
export * from './achievement';
export * from './credential';
export * from './earItemState';
export * from './habit';
export * from './lock';
export * from './message';
export * from './news';
export * from './notification';
export * from './presence';
export * from './task';

// The habits feature's public surface: the profile's habit section (the top bar's ring is loaded
// by the shell from its own module, a code-split point).
export { default as HabitSettings } from './HabitSettings';

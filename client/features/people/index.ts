// The people feature's public surface: picking a person, their type and last-seen bits, and the
// profile page's editing of one's own details.
export { MyDetails, MyPassword, MyPhoto } from './MyProfileEditing';
export { PersonPicker } from './PersonPicker';
export { LastSeen, UserTypeBadge } from './personBits';

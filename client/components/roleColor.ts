// The colour of a user type (SPEC §6): admins red, coaches orange, students grey. The shades keep
// a filled badge's text readable (with autoContrast).
export function roleColor(userType: number): string {
  if (userType === 2) return 'red.9';
  if (userType === 8) return 'orange.6';
  return 'gray.7';
}

// Password policy (RELIABILITY.md 1): 8 to 128 characters, any characters, no composition rules,
// and never one of the passwords attackers try first.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// The most common leaked passwords that are long enough to pass the length rule.
const COMMON_PASSWORDS = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '123123123', '11111111', '00000000',
  '87654321', '88888888', '66666666', '12341234', '11223344', '123qweasd', '1q2w3e4r', '1q2w3e4r5t',
  '1qaz2wsx', 'password', 'password1', 'password12', 'password123', 'password!', 'passw0rd',
  'p@ssw0rd', 'p@ssword', 'qwertyuiop', 'qwerty123', 'qwerty12', 'qwertyui', 'asdfghjkl',
  'zxcvbnm1', 'iloveyou', 'iloveyou1', 'sunshine', 'princess', 'football', 'baseball', 'welcome1',
  'welcome123', 'letmein1', 'trustno1', 'starwars', 'superman', 'whatever', 'computer', 'michelle',
  'jennifer', 'corvette', 'mercedes', 'mustang1', 'dragon123', 'monkey123', 'abc12345', 'abcd1234',
  'abcdefgh', 'aaaaaaaa', 'a1b2c3d4', 'q1w2e3r4', 'zaq12wsx', 'admin123', 'administrator',
  'changeme', 'default1', 'secret123', 'master123', 'football1', 'basketball', 'liverpool',
  'chelsea1', 'arsenal1', 'spiderman', 'batman123', 'pokemon1', 'minecraft', 'lovely123',
  'hello123', 'freedom1', 'internet', 'samsung1', 'shadow12', 'charlie1', 'jordan23', 'tigger12',
  'qwerty1234', 'lösenord', 'losenord', 'lösenord1', 'sommar2024', 'sommar2025', 'sommar2026',
  'hejhej123', 'tonic123', 'tonic-demo1',
]);

export type PasswordProblem = 'too_short' | 'too_long' | 'too_common';

/** Returns what is wrong with a new password, or null when it may be used. */
export function passwordProblem(password: string, email?: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'too_long';
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered)) return 'too_common';
  if (email && lowered === email.toLowerCase()) return 'too_common';
  if (new Set(lowered).size < 3) return 'too_common';
  return null;
}

// The school's branding (docs/decisions.md "Branding"): the rules both sides check, and the accent
// colour's shades for the Mantine theme. Zod-free, so the client's first bundle can use it.

/** An accent colour: six hex digits. */
export const ACCENT_PATTERN = /^#[0-9a-fA-F]{6}$/;
/** A logo is an image uploaded to the editors' folder (the uploads feature rebuilds its bytes). */
export const LOGO_URL_PATTERN = /^\/files\/uploads\/[A-Za-z0-9_-]{16,64}\.(png|jpg|webp)$/;
/** White text on the accent (buttons, the selected tab) must read at WCAG AA. */
export const MIN_ACCENT_CONTRAST = 4.5;
/** A mail sender's display name: nothing that would end its quoting or the header. */
export const SENDER_NAME_PATTERN = /^[^<>"\\\r\n]*$/;

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of white text on this colour. */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

function mix(hex: string, toward: number, amount: number): string {
  const out = channels(hex).map((c) => Math.round(c + (toward - c) * amount));
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Ten shades, light to dark, for Mantine's colour tuple: the theme's primary shade is 8, so
 * shade 8 is the accent itself (the contrast the server checked), 9 a little darker, 0–7 lighter.
 */
export function accentShades(hex: string): string[] {
  const lighter = [0.92, 0.84, 0.72, 0.6, 0.48, 0.36, 0.24, 0.12].map((amount) => mix(hex, 255, amount));
  return [...lighter, hex.toLowerCase(), mix(hex, 0, 0.18)];
}

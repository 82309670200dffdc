// The look: indigo (or the school's accent colour), rounded surfaces. Shades are chosen for WCAG AA
// contrast in light mode (white on indigo 8 is 5.7:1); Mantine's default "dimmed" grey (3.3:1) and error red (3.6:1)
// are darkened for the same reason.
import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';

export const HEADER_HEIGHT = 60;
/** Below this width the top bar's navigation buttons move into the drawer (SPEC §9). */
export const SIDE_BREAKPOINT_PX = 750;
export const DRAWER_WIDTH_PX = 300;

export const theme = createTheme({
  primaryColor: 'indigo',
  // `sm` is the side breakpoint (750 px): below it the top bar keeps only the essentials.
  breakpoints: { sm: `${SIDE_BREAKPOINT_PX / 16}em` },
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  focusRing: 'auto',
  // Someone who asks their system for less motion gets it: transitions (menus, dialogs, toasts,
  // collapses) jump to their end instead of animating.
  respectReducedMotion: true,
});

/**
 * The theme with the school's accent colour as the primary colour (its branding); null: indigo.
 * The server checked the accent's contrast with white and sends its shades; shade 8 is the accent.
 */
export function brandedTheme(shades: readonly string[] | null | undefined): MantineThemeOverride {
  if (!shades) return theme;
  return { ...theme, colors: { brand: shades as unknown as MantineColorsTuple }, primaryColor: 'brand' };
}

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': 'var(--mantine-primary-color-8)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-anchor': 'var(--mantine-primary-color-3)',
  },
});

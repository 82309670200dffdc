// The Tonic look: indigo brand, rounded surfaces. Shades are chosen for WCAG AA contrast in light
// mode (white on indigo 8 is 5.7:1); Mantine's default "dimmed" grey (3.3:1) and error red (3.6:1)
// are darkened for the same reason.
import { type CSSVariablesResolver, createTheme } from '@mantine/core';

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
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': 'var(--mantine-color-indigo-8)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-anchor': 'var(--mantine-color-indigo-3)',
  },
});

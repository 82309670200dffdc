// A build plugin for the first paint's JavaScript: Mantine's AppShell header, footer and aside
// import react-remove-scroll only to read two class names off it (`RemoveScroll.classNames`),
// and that import brought the whole scroll lock (its side car, event handling and style
// injection, about 4 kB compressed) into every first load. For those importers the package
// resolves to the class names alone, taken from the module react-remove-scroll itself reads them
// from; modals and drawers, in lazy chunks, still get the real scroll lock.
import type { Plugin } from 'vite';

const CLASS_NAMES_ONLY = '\0tonic-remove-scroll-class-names';
const APP_SHELL = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/;

export function appShellScrollClassNames(): Plugin {
  return {
    name: 'tonic-app-shell-scroll-class-names',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-remove-scroll' && importer && APP_SHELL.test(importer)) return CLASS_NAMES_ONLY;
      return null;
    },
    load(id) {
      if (id !== CLASS_NAMES_ONLY) return null;
      return [
        "import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';",
        'export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };',
      ].join('\n');
    },
  };
}

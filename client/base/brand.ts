// The school's name in every text (docs/decisions.md "Branding"): texts say {{school}}, which
// i18next fills from its default variables, set here whenever the settings arrive.
import i18n from './i18n';

/** Fills {{school}} in every text from now on, and renders the translated components again. */
export function applySchoolName(name: string): void {
  // The translator reads these same options on every call.
  i18n.options.interpolation = { ...i18n.options.interpolation, defaultVariables: { school: name } };
  // What react-i18next re-renders on (its default bindI18n): the language itself is unchanged.
  i18n.emit('languageChanged', i18n.language);
}

// EN | SV in the top bar, as two toggle buttons; the choice is stored under `userLocale`.
import { Button, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '../../shared/site';
import { chooseLocale, currentLocale } from '../base/i18n';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const active = currentLocale(i18n.resolvedLanguage ?? i18n.language);
  return (
    <Button.Group aria-label={t('shell.language')}>
      {LOCALES.map((locale) => (
        <Button
          key={locale}
          size="compact-sm"
          variant={locale === active ? 'filled' : 'default'}
          aria-pressed={locale === active}
          onClick={() => chooseLocale(locale)}
          lang={locale}
        >
          <span aria-hidden="true">{locale.toUpperCase()}</span>
          <VisuallyHidden>{t(`shell.languageNames.${locale}`)}</VisuallyHidden>
        </Button>
      ))}
    </Button.Group>
  );
}

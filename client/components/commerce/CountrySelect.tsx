// A country chooser: every ISO 3166 country, named and sorted in the UI language, searchable.
import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from './countries';

export function CountrySelect(props: Omit<SelectProps, 'data' | 'searchable'>) {
  const { i18n } = useTranslation();
  const data = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return <Select data={data} searchable allowDeselect={false} {...props} />;
}

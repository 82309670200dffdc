// Choosing a person by typing part of their name or address: the staff list searched on the
// server (two letters or more), each option "First Last (email)". A person already chosen (a
// saved link, say) is named even when no search has found them.
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useGetUserQuery, useGetUsersQuery } from './peopleApi';

export function PersonPicker({
  label,
  description,
  placeholder,
  value,
  onChange,
  exclude,
  clearable = false,
}: {
  label: string;
  description?: string;
  placeholder: string;
  value: number | null;
  onChange: (userId: number | null) => void;
  /** People not to offer (already members, say). */
  exclude?: ReadonlySet<number>;
  /** Whether the choice may be emptied again (an optional link). */
  clearable?: boolean;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { data } = useGetUsersQuery({ Search: debounced, limit: 20 }, { skip: debounced.length < 2 });
  const options = (data?.data ?? [])
    .filter((u) => !exclude?.has(u.Id))
    .map((u) => ({ value: String(u.Id), label: `${u.FirstName} ${u.LastName} (${u.Username})` }));
  const unnamed = value !== null && !options.some((o) => o.value === String(value));
  const { data: chosen } = useGetUserQuery(value ?? 0, { skip: !unnamed });
  if (unnamed && chosen?.Id === value)
    options.unshift({
      value: String(chosen.Id),
      label: `${chosen.FirstName} ${chosen.LastName} (${chosen.Username})`,
    });
  return (
    <Select
      label={label}
      description={description}
      placeholder={placeholder}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(v) => {
        onChange(v === null ? null : Number(v));
        if (v === null) setSearch('');
      }}
      searchable
      clearable={clearable}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has searched already.
      filter={({ options: all }) => all}
      w={320}
    />
  );
}

// Choosing a person by typing part of their name or address: the staff list searched on the
// server (two letters or more), each option "First Last (email)".
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useGetUsersQuery } from './peopleApi';

export function PersonPicker({
  label,
  placeholder,
  value,
  onChange,
  exclude,
}: {
  label: string;
  placeholder: string;
  value: number | null;
  onChange: (userId: number | null) => void;
  /** People not to offer (already members, say). */
  exclude?: ReadonlySet<number>;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { data } = useGetUsersQuery({ Search: debounced, limit: 20 }, { skip: debounced.length < 2 });
  const options = (data?.data ?? [])
    .filter((u) => !exclude?.has(u.Id))
    .map((u) => ({ value: String(u.Id), label: `${u.FirstName} ${u.LastName} (${u.Username})` }));
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(v) => {
        onChange(v === null ? null : Number(v));
        if (v === null) setSearch('');
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server has searched already.
      filter={({ options: all }) => all}
      w={320}
    />
  );
}

import { Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { AppButton } from './app-button.tsx';

export interface SearchBarProps {
  value: string;
  placeholder?: string;
  onSearch(value: string): void;
}

/** A search box applied with the Filter button or the Enter key. */
export function SearchBar({ value, placeholder = 'Search', onSearch }: SearchBarProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form onSubmit={submit}>
      <Group gap="xs" align="flex-end">
        <TextInput
          aria-label="Search"
          placeholder={placeholder}
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          w={320}
        />
        <AppButton type="submit" variant="secondary">
          Filter
        </AppButton>
      </Group>
    </form>
  );
}

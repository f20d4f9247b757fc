import { MantineProvider, Title } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardTitle } from './card-title.tsx';

describe('CardTitle', () => {
  it('is a level 3 heading under the page title that looks like a level 4 one', () => {
    render(
      <MantineProvider env="test">
        <Title order={4}>Before</Title>
        <CardTitle id="contacts">Contacts</CardTitle>
      </MantineProvider>,
    );
    const title = screen.getByRole('heading', { level: 3, name: 'Contacts' });
    expect(title).toHaveAttribute('id', 'contacts');
    const before = screen.getByRole('heading', { level: 4, name: 'Before' });
    expect(title.style.getPropertyValue('--title-fz')).toBe('var(--mantine-h4-font-size)');
    for (const property of ['--title-fz', '--title-lh', '--title-fw']) {
      expect(title.style.getPropertyValue(property)).toBe(before.style.getPropertyValue(property));
    }
  });
});
